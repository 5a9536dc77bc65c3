import { readAloudText } from './read-aloud';
import { i18n, initI18n } from '@d742/i18n';
import { act, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { PrerenderedFragmentsContext, readPrerenderedFragments } from './prerendered-fragments';
import { type RemoteLoader, RemoteLoaderContext } from './remote-loader';
import { RemoteModule } from './remote-module';

initI18n('en');
beforeEach(() => i18n.changeLanguage('en'));

function renderWith(loader?: RemoteLoader) {
  const ui = <RemoteModule remote="voice" expose="VoiceChat" />;
  return render(
    loader ? <RemoteLoaderContext.Provider value={loader}>{ui}</RemoteLoaderContext.Provider> : ui,
  );
}

describe('RemoteModule', () => {
  it("shows a localized spinner, then the component the context's loader returns", async () => {
    let resolve!: () => void;
    const loader = jest.fn<ReturnType<RemoteLoader>, Parameters<RemoteLoader>>(
      (remote, expose) =>
        new Promise((done) => {
          resolve = () => done({ default: () => <h2>{`${remote}/${expose}`}</h2> });
        }),
    );
    renderWith(loader);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading this section...');
    act(() => resolve());
    expect(await screen.findByRole('heading', { name: 'voice/VoiceChat' })).toBeInTheDocument();
    expect(loader).toHaveBeenCalledWith('voice', 'VoiceChat', false);
  });

  it('shows the fallback in Somali when it fails, and retries through the loader', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    await i18n.changeLanguage('so');
    let up = false;
    const loader = jest.fn<ReturnType<RemoteLoader>, Parameters<RemoteLoader>>(async () => {
      if (!up) throw new Error('remoteEntry unreachable');
      return { default: () => <h2>Voice chat</h2> };
    });
    renderWith(loader);
    expect(await screen.findByRole('alert')).toHaveTextContent('Qaybtan lama soo rarin karin');

    up = true;
    act(() => screen.getByRole('button', { name: 'Isku day mar kale' }).click());
    expect(await screen.findByRole('heading', { name: 'Voice chat' })).toBeInTheDocument();
    expect(loader).toHaveBeenLastCalledWith('voice', 'VoiceChat', true);
    error.mockRestore();
  });

  it('passes its props to the loaded component', async () => {
    const loader: RemoteLoader = async () => ({
      default: (({ text, language }: { text: string; language: string }) => (
        <button type="button" lang={language}>{`Listen: ${text}`}</button>
      )) as ComponentType,
    });
    render(
      <RemoteLoaderContext.Provider value={loader}>
        <RemoteModule
          remote="voice"
          expose="ListenButton"
          props={{ text: 'Nabad', language: 'so' }}
        />
      </RemoteLoaderContext.Provider>,
    );
    expect(await screen.findByRole('button', { name: 'Listen: Nabad' })).toHaveAttribute(
      'lang',
      'so',
    );
  });

  it('renders an inline fallback (nothing, or a given node) and no spinner for small modules', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    let fail!: (reason: Error) => void;
    const pending = new Promise<never>((_, reject) => {
      fail = reject;
    });
    const loader: RemoteLoader = () => pending;
    const { container } = render(
      <RemoteLoaderContext.Provider value={loader}>
        <p>
          Message text
          <RemoteModule
            remote="voice"
            expose="ListenButton"
            props={{ text: 'Nabad', language: 'so' }}
            fallback={null}
            loading={null}
          />
        </p>
        <RemoteModule
          remote="voice"
          expose="ListenButton"
          fallback={<span>No audio</span>}
          loading={<span>Checking audio</span>}
        />
      </RemoteLoaderContext.Provider>,
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByText('Checking audio')).toBeInTheDocument();
    await act(async () => fail(new Error('remoteEntry unreachable')));

    expect(await screen.findByText('No audio')).toBeInTheDocument();
    expect(screen.queryByText('Checking audio')).not.toBeInTheDocument();
    expect(container.querySelector('p')).toHaveTextContent(/^Message text$/);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    error.mockRestore();
  });

  it('still retries with the card when no fallback is given, and passes the props again', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    let up = false;
    const loader = jest.fn<ReturnType<RemoteLoader>, Parameters<RemoteLoader>>(async () => {
      if (!up) throw new Error('remoteEntry unreachable');
      return {
        default: (({ text }: { text: string }) => <h2>{text}</h2>) as ComponentType,
      };
    });
    render(
      <RemoteLoaderContext.Provider value={loader}>
        <RemoteModule remote="voice" expose="ListenButton" props={{ text: 'Nabad' }} />
      </RemoteLoaderContext.Provider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This section could not be loaded');

    up = true;
    act(() => screen.getByRole('button', { name: 'Try again' }).click());
    expect(await screen.findByRole('heading', { name: 'Nabad' })).toBeInTheDocument();
    expect(loader).toHaveBeenLastCalledWith('voice', 'ListenButton', true);
    error.mockRestore();
  });

  it("accepts only the named remote's exposes (typecheck runs this file)", () => {
    const elements = [
      <RemoteModule key="ok" remote="academics" expose="GradesPage" />,
      // @ts-expect-error VoiceChat is the voice remote's, not academics'
      <RemoteModule key="other" remote="academics" expose="VoiceChat" />,
      // @ts-expect-error a misspelled expose
      <RemoteModule key="typo" remote="voice" expose="VoiceChats" />,
    ];
    expect(elements.map((element) => element.props.expose)).toEqual([
      'GradesPage',
      'VoiceChat',
      'VoiceChats',
    ]);
  });

  it('shows the fallback when no loader is provided (outside the shell)', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    renderWith();
    expect(await screen.findByRole('alert')).toHaveTextContent('This section could not be loaded');
    error.mockRestore();
  });

  describe('with its content already on the page (decision 035)', () => {
    const pageMarkup =
      '<div data-fragment="voice/VoiceChat"><h2>Talk with the teacher</h2></div>' +
      '<div data-fragment="academics/DashboardPanel"><p>Your children</p></div>';

    it('reads the fragments the page came with, by remote and module', () => {
      const root = document.createElement('div');
      root.innerHTML = pageMarkup;
      const read = [...readPrerenderedFragments(root)].map(([id, content]) => [
        id,
        typeof content === 'string'
          ? content
          : content.map((node) => (node as Element).outerHTML).join(''),
      ]);
      expect(read).toEqual([
        ['voice/VoiceChat', '<h2>Talk with the teacher</h2>'],
        ['academics/DashboardPanel', '<p>Your children</p>'],
      ]);
    });

    it("keeps the page's content while the remote loads, not a spinner; then shows the remote, and loads as usual afterwards", async () => {
      const root = document.createElement('div');
      root.innerHTML = pageMarkup;
      const fragments = readPrerenderedFragments(root);
      let resolve!: () => void;
      const loader: RemoteLoader = () =>
        new Promise((done) => {
          resolve = () => done({ default: () => <h2>Voice chat, live</h2> });
        });
      const ui = (
        <RemoteLoaderContext.Provider value={loader}>
          <PrerenderedFragmentsContext.Provider value={fragments}>
            <RemoteModule remote="voice" expose="VoiceChat" />
          </PrerenderedFragmentsContext.Provider>
        </RemoteLoaderContext.Provider>
      );
      const pageHeading = root.querySelector('h2');
      root.remove();
      const first = render(ui);
      // The page's own heading, moved: not parsed and built again.
      expect(screen.getByRole('heading')).toBe(pageHeading);
      expect(screen.getByRole('heading')).toHaveTextContent('Talk with the teacher');
      expect(screen.queryByRole('status')).toBeNull();

      act(() => resolve());
      expect(await screen.findByRole('heading', { name: 'Voice chat, live' })).toBeInTheDocument();
      expect(fragments.has('voice/VoiceChat')).toBe(false);
      expect(fragments.has('academics/DashboardPanel')).toBe(true);

      // Back on the page later: the remote loads as any other time, never the old markup.
      first.unmount();
      render(ui);
      expect(screen.queryByText('Talk with the teacher')).toBeNull();
      expect(await screen.findByRole('status')).toHaveTextContent('Loading this section...');
    });
  });
});

describe('readAloudText', () => {
  it('reads a heading then its text, with a pause only where the heading has none', () => {
    expect(readAloudText('Field trip', 'Sign the form.')).toBe('Field trip. Sign the form.');
    expect(readAloudText('Well done!', 'Abdi read aloud.')).toBe('Well done! Abdi read aloud.');
    expect(readAloudText('Asthma attack', null)).toBe('Asthma attack');
  });
});
