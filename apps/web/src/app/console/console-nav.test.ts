import { describe, expect, it } from 'vitest';
import { consoleGroups, consoleHome } from './console-nav';

const holding =
  (...permissions: string[]) =>
  (permission: string) =>
    permissions.includes(permission);

const shape = (can: (p: string) => boolean) =>
  consoleGroups(can).map((g) => [g.label, g.links.map((l) => `${l.label} ${l.to}`)]);

describe('the staff console navigation', () => {
  it('shows only the links a person may open, and leaves out empty groups', () => {
    expect(shape(holding('dashboard_view', 'program_view', 'log_view'))).toEqual([
      ['', ['Dashboard /dashboard']],
      ['Content', ['Programmes /programs']],
      ['Administration', ['Logs /logs']],
    ]);
    expect(shape(holding())).toEqual([]);
  });

  it('offers one Questions link: /question for Question_view alone, /questions when both are held', () => {
    expect(shape(holding('Question_view'))).toEqual([['Applications', ['Questions /question']]]);
    expect(shape(holding('Question_view', 'question_view'))).toEqual([['Applications', ['Questions /questions']]]);
  });

  it("opens on a person's first screen, and on none for a founder", () => {
    expect(consoleHome(holding('dashboard_view', 'group_view'))).toBe('/dashboard');
    expect(consoleHome(holding('group_view', 'user_view'))).toBe('/groups');
    expect(consoleHome(holding())).toBeNull();
  });
});
