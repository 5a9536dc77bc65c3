import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  type GradeEntry,
  gradeEntryListSchema,
  gradeTone,
  type Student,
  studentListSchema,
} from '@d742/contracts';
import { ApiError, apiQueryKey } from '@d742/platform';
import { createTestQueryClient } from '@d742/platform/testing';
import { renderWithProviders } from '../test-utils/render-with-providers';
import { STUDENTS_URL } from '../api/students';
import { studentGradesUrl } from './api/get-grades';
import GradesPage from './grades-page';

const amina: Student = {
  id: 'stu-amina',
  firstName: 'Amina',
  lastName: 'Hassan',
  grade: '8',
  gpa: 3.456,
};
const yusuf: Student = {
  id: 'stu-yusuf',
  firstName: 'Yusuf',
  lastName: 'Hassan',
  grade: '5',
  gpa: null,
};

function entry(id: string, grade: string, points: number, maxPoints: number): GradeEntry {
  return {
    id,
    assignment: `Essay ${id}`,
    subject: 'English',
    teacherName: 'Ms. Farah',
    grade,
    points,
    maxPoints,
  };
}

const letters = ['A+', 'A', 'B+', 'B', 'C+', 'C', 'D', 'F', 'P'];
const aminaGrades = letters.map((letter, i) => entry(`g${i}`, letter, 10 + i, 20));

function clientWith(students: Student[], gradesByStudent: Record<string, GradeEntry[]>) {
  const client = createTestQueryClient();
  for (const language of ['so', 'en']) {
    client.setQueryData(apiQueryKey(STUDENTS_URL, language), studentListSchema.parse(students));
    for (const [id, grades] of Object.entries(gradesByStudent)) {
      client.setQueryData(
        apiQueryKey(studentGradesUrl(id), language),
        gradeEntryListSchema.parse(grades),
      );
    }
  }
  return client;
}

const originalFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = originalFetch;
});

/** Replaces the browser's fetch (not our code) with one whose answers never arrive. */
function holdFetch() {
  const spy = jest.fn((..._args: unknown[]) => new Promise<Response>(() => {}));
  globalThis.fetch = spy as unknown as typeof fetch;
  return spy;
}

describe('GradesPage', () => {
  it('should show one card per child with name, grade level and GPA, falling back to 0.0', async () => {
    await renderWithProviders(<GradesPage />, {
      language: 'en',
      queryClient: clientWith([amina, yusuf], { [amina.id]: aminaGrades, [yusuf.id]: [] }),
    });

    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(2);
    const aminaCard = screen.getByRole('article', { name: 'Amina Hassan' });
    expect(within(aminaCard).getByText('Grade 8')).toBeInTheDocument();
    expect(within(aminaCard).getByText('3.5')).toBeInTheDocument();
    const yusufCard = screen.getByRole('article', { name: 'Yusuf Hassan' });
    expect(within(yusufCard).getByText('Grade 5')).toBeInTheDocument();
    expect(within(yusufCard).getByText('0.0')).toBeInTheDocument();
    expect(within(yusufCard).getByText('No graded items yet.')).toBeInTheDocument();
  });

  it('should list graded items with subject, teacher, tone-coloured badge and points out of max', async () => {
    await renderWithProviders(<GradesPage />, {
      language: 'en',
      queryClient: clientWith([amina], { [amina.id]: aminaGrades }),
    });

    const list = screen.getByRole('list', { name: 'Graded items' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(letters.length);
    letters.forEach((letter, i) => {
      const item = items[i]!;
      expect(within(item).getByText(`Essay g${i}`)).toBeInTheDocument();
      expect(within(item).getByText('English')).toBeInTheDocument();
      expect(within(item).getByText('Teacher: Ms. Farah')).toBeInTheDocument();
      expect(within(item).getByText(`${10 + i}/20`)).toBeInTheDocument();
      expect(within(item).getByText(letter)).toHaveClass(`ui-badge--${gradeTone(letter)}`);
    });
    expect(within(items[0]!).getByText('A+')).toHaveClass('ui-badge--success');
    expect(within(items[2]!).getByText('B+')).toHaveClass('ui-badge--primary');
    expect(within(items[5]!).getByText('C')).toHaveClass('ui-badge--warning');
    expect(within(items[7]!).getByText('F')).toHaveClass('ui-badge--error');
    expect(within(items[8]!).getByText('P')).toHaveClass('ui-badge--neutral');
  });

  it('should show the empty state when no children are linked', async () => {
    await renderWithProviders(<GradesPage />, { language: 'en', queryClient: clientWith([], {}) });
    expect(screen.getByText('No children yet')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('should show loading skeletons while the children are being fetched', async () => {
    const fetchSpy = holdFetch();
    await renderWithProviders(<GradesPage />, {
      language: 'en',
      queryClient: createTestQueryClient(),
    });
    expect(screen.getByRole('status', { name: 'Loading grades...' })).toBeInTheDocument();
    expect(fetchSpy).toHaveBeenCalledWith(
      STUDENTS_URL,
      expect.objectContaining({ credentials: 'include' }),
    );
  });

  it('should show an error with a retry button that fetches again', async () => {
    const client = createTestQueryClient();
    const queries = client.getDefaultOptions().queries;
    // Keep the stored failure on mount; the retry button below must be what fetches again.
    client.setDefaultOptions({ queries: { ...queries, retryOnMount: false } });
    client
      .getQueryCache()
      .build(client, { queryKey: apiQueryKey(STUDENTS_URL, 'en') })
      .setState({
        status: 'error',
        error: new ApiError(500, '{"error":"boom"}'),
        fetchStatus: 'idle',
      });
    await renderWithProviders(<GradesPage />, { language: 'en', queryClient: client });

    expect(screen.getByRole('alert')).toHaveTextContent('Grades could not be loaded.');
    const fetchSpy = holdFetch();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(fetchSpy).toHaveBeenCalledWith(
      STUDENTS_URL,
      expect.objectContaining({ credentials: 'include' }),
    );
    expect(await screen.findByRole('status', { name: 'Loading grades...' })).toBeInTheDocument();
  });

  it('should show the page heading in Somali by default and in English', async () => {
    const { unmount } = await renderWithProviders(<GradesPage />, {
      queryClient: clientWith([], {}),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Buundooyinka' })).toBeInTheDocument();
    unmount();
    await renderWithProviders(<GradesPage />, { language: 'en', queryClient: clientWith([], {}) });
    expect(screen.getByRole('heading', { level: 1, name: 'Grades' })).toBeInTheDocument();
  });
});
