import { Outlet } from '@d742/platform/router';
import { BottomNav } from './bottom-nav';
import { Footer } from './footer';
import { Header } from './header';

export function AppLayout() {
  return (
    <div className="shell-app">
      <Header />
      <main className="shell-main">
        <Outlet />
      </main>
      <Footer />
      <BottomNav />
    </div>
  );
}
