import { RECENT_UPDATES_COUNT, type Update } from '@d742/contracts';
import { useSession } from '@d742/platform';
import { STUDENTS_URL } from './api/students';
import { RECENT_UPDATES_URL, pendingAssignmentsUrl } from './dashboard/api/dashboard-api';
import { renderHomeFragment } from './prerender';
import { abdi, hodan, makeUser } from './test-utils/fixtures';

const update: Update = {
  id: 'u1',
  type: 'grade',
  title: 'New grade in Science',
  description: 'Hodan: 92%',
  createdAt: new Date(Date.now() - 60_000).toISOString(),
};

/** A read of the answers by URL, recording what was asked; any other URL fails (as a 404 would). */
function readOf(answers: Record<string, unknown>) {
  const asked: string[] = [];
  const read = async (url: string) => {
    asked.push(url);
    if (!(url in answers)) throw new Error(`GET ${url} answered 404`);
    return answers[url];
  };
  return { read, asked };
}

const familyAnswers = {
  [STUDENTS_URL]: [hodan, abdi],
  [RECENT_UPDATES_URL]: [update],
  [pendingAssignmentsUrl(hodan.id)]: { count: 3 },
  [pendingAssignmentsUrl(abdi.id)]: { count: 0 },
};

/** The markup parsed, to read it as a parent would. */
function page(markup: string) {
  const root = document.createElement('div');
  root.innerHTML = markup;
  return root;
}

afterEach(() => useSession.setState({ user: null, status: 'signed-out' }));

describe('renderHomeFragment (the dashboard in the signed-in page, decision 035)', () => {
  it("should render a parent's children, their open homework and the latest update, in the page's language", async () => {
    const { read, asked } = readOf(familyAnswers);
    const fragment = await renderHomeFragment(makeUser('parent'), 'en', read);
    const root = page(fragment.markup);

    expect(root.querySelector('h2')?.textContent).toBe('Your children');
    const cards = [...root.querySelectorAll('[role="article"]')].map((card) => card.textContent);
    expect(cards).toHaveLength(2);
    expect(cards[0]).toContain('Hodan Hassan');
    expect(cards[0]).toMatch(/Pending assignments\s*3/);
    expect(cards[1]).toContain('Abdi Hassan');
    expect(root.textContent).toContain('New grade in Science');
    // Asked once each, the children's homework after the children.
    expect(asked.sort()).toEqual(Object.keys(familyAnswers).sort());
    expect(RECENT_UPDATES_URL).toContain(`limit=${RECENT_UPDATES_COUNT + 1}`);
  });

  it('should render in Somali for a Somali page, with the same reads under that language', async () => {
    const fragment = await renderHomeFragment(makeUser('parent'), 'so', readOf(familyAnswers).read);
    expect(page(fragment.markup).querySelector('h2')?.textContent).toBe('Carruurtaada');
    const keys = fragment.queries.queries.map((query) => query.queryKey);
    expect(keys).toContainEqual([STUDENTS_URL, { language: 'so' }]);
    expect(keys).toHaveLength(4);
  });

  it('should hand over only the reads that were answered, and leave the rest loading', async () => {
    const { [STUDENTS_URL]: _children, ...withoutChildren } = familyAnswers;
    const fragment = await renderHomeFragment(
      makeUser('parent'),
      'en',
      readOf(withoutChildren).read,
    );
    const root = page(fragment.markup);
    expect(root.querySelectorAll('[role="article"]')).toHaveLength(0);
    expect(root.querySelector('[aria-busy="true"], .ui-skeleton')).not.toBeNull();
    expect(root.textContent).toContain('New grade in Science');
    expect(fragment.queries.queries.map((query) => query.queryKey[0])).toEqual([
      RECENT_UPDATES_URL,
    ]);
  });

  it("should not read children for a teacher, and should leave the app's session as it was", async () => {
    const before = makeUser('parent', { id: '64a0000000000000000000ff', firstName: 'Farah' });
    useSession.setState({ user: before, status: 'signed-in' });
    const { read, asked } = readOf(familyAnswers);
    const fragment = await renderHomeFragment(makeUser('teacher'), 'en', read);

    expect(asked).toEqual([RECENT_UPDATES_URL]);
    const root = page(fragment.markup);
    expect(root.querySelector('[role="article"] h2')?.textContent).toBe('Teacher Dashboard');
    expect(root.textContent).not.toContain('Your children');
    expect(useSession.getState().user).toBe(before);
  });
});
