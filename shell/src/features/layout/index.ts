export { AppLayout } from './app-layout';
