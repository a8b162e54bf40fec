import type { ApplicationDetail } from '@portal/contract/application-review';
import { emptyAnswers } from '@portal/contract/applications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { optionId } from '../../../testing/fixtures/questions';
import { allQuestions, applicationDetail, fullAnswers, Q } from '../../../testing/fixtures/review';
import { useNarrowScreen, useWideScreen } from '../../../testing/media';
import { mockApi, renderRoutes, signInAs } from '../../../testing/test-utils';
import { ApplicationSections } from './ApplicationSections';

type Props = Parameters<typeof ApplicationSections>[0];

function renderSections(application: ApplicationDetail, extra: Partial<Props> = {}) {
  const user = userEvent.setup();
  renderRoutes([
    {
      path: '/',
      element: <ApplicationSections application={application} questions={allQuestions()} {...extra} />,
    },
  ]);
  return { user };
}

const tabNames = () =>
  within(screen.getByRole('tablist', { name: 'Application sections' }))
    .getAllByRole('tab')
    .map((t) => t.textContent);

/** The answer block of the question headed `name` (its section, named by the heading). */
const question = (name: RegExp) => screen.getByRole('region', { name });

const venture = applicationDetail().venture!;

beforeEach(() => {
  localStorage.clear();
  signInAs();
  mockApi({});
  useWideScreen();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ApplicationSections: which sub-tabs show', () => {
  it('shows all five with a venture, answers and a team', () => {
    renderSections(applicationDetail());
    expect(tabNames()).toEqual(['Principal Founder', 'Venture', 'Problem/Solution', 'Team', 'Rating']);
  });

  it('leaves out Problem/Solution without answers, and Team without team data', () => {
    renderSections(
      applicationDetail({
        answers: emptyAnswers(),
        venture: { ...venture, venture_team_members: [], venture_c_suite_members: [], c_suite_women: null },
      }),
    );
    expect(tabNames()).toEqual(['Principal Founder', 'Venture', 'Rating']);
  });

  it('keeps Team for the C-suite answer alone', () => {
    renderSections(
      applicationDetail({
        venture: { ...venture, venture_team_members: [], venture_c_suite_members: [], c_suite_women: 0 },
      }),
    );
    expect(tabNames()).toContain('Team');
  });

  it('leaves out Venture, Problem/Solution and Team without a venture, even with answers', () => {
    renderSections(applicationDetail({ venture: null }));
    expect(tabNames()).toEqual(['Principal Founder', 'Rating']);
  });

  it('adds the screen’s own sub-tabs and may replace Rating (the judging view)', async () => {
    const { user } = renderSections(applicationDetail(), {
      rating: <p>The judge's rating form</p>,
      extraSections: [{ key: 'criteria', label: 'Criteria', content: <p>The criteria table</p> }],
    });
    expect(tabNames()).toEqual(['Principal Founder', 'Venture', 'Problem/Solution', 'Team', 'Rating', 'Criteria']);
    await user.click(screen.getByRole('tab', { name: 'Rating' }));
    expect(screen.getByText("The judge's rating form")).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Criteria' }));
    expect(screen.getByRole('tabpanel', { name: 'Criteria' })).toHaveTextContent('The criteria table');
  });
});

describe('ApplicationSections: Principal Founder, Venture and Team', () => {
  it('shows the founder with N/A for empty values and her bio as rich text', () => {
    renderSections(applicationDetail());
    const panel = screen.getByRole('tabpanel', { name: 'Principal Founder' });
    expect(within(panel).getByText('wanjiru.kamau@example.co.ke')).toHaveAttribute(
      'href',
      'mailto:wanjiru.kamau@example.co.ke',
    );
    expect(within(panel).getByText('Kenya')).toBeInTheDocument();
    expect(within(panel).getByText('14/03/1996')).toBeInTheDocument();
    // X is empty
    const x = within(panel).getByText('X', { selector: 'dt' });
    expect(x.nextElementSibling).toHaveTextContent('N/A');
    expect(within(panel).getByText('Kirinyaga', { selector: 'strong' })).toBeInTheDocument();
  });

  it('shows the venture with names, social links (N/A when empty) and opens a certificate read-only', async () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:cr12'), revokeObjectURL: vi.fn() }));
    mockApi({
      'GET /api/venture/300/documents/cr12': () => ({
        body: new Blob(['%PDF-1.7'], { type: 'application/pdf' }),
        headers: { 'content-type': 'application/pdf' },
      }),
    });
    const { user } = renderSections(applicationDetail());
    await user.click(screen.getByRole('tab', { name: 'Venture' }));
    const panel = screen.getByRole('tabpanel', { name: 'Venture' });
    for (const text of [
      'Private limited company',
      'Early revenue',
      'Agriculture',
      'Clean energy',
      'Rural Kenya',
      'Tanzania',
    ]) {
      expect(within(panel).getByText(text)).toBeInTheDocument();
    }
    expect(within(panel).getByText('Facebook', { selector: 'dt' }).nextElementSibling).toHaveTextContent('N/A');
    expect(within(panel).getByText('Instagram', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      'https://www.instagram.com/shambacold',
    );
    expect(within(panel).getByText('Twelve rooms', { exact: false })).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'View CR12 Certificate' }));
    const dialog = await screen.findByRole('dialog', { name: 'CR12 Certificate' });
    expect(await within(dialog).findByTitle('CR12 Certificate')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Print' })).toBeEnabled();
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the team: the C-suite answer and members, counts, and members with N/A', async () => {
    const { user } = renderSections(applicationDetail());
    await user.click(screen.getByRole('tab', { name: 'Team' }));
    const panel = screen.getByRole('tabpanel', { name: 'Team' });
    expect(within(panel).getByText('A woman in the C-suite').nextElementSibling).toHaveTextContent('Yes');
    expect(within(panel).getByText('1,250')).toBeInTheDocument();
    expect(within(panel).getByRole('heading', { name: 'Grace Wairimu' })).toBeInTheDocument();
    const peter = within(panel).getByText('Peter Mutua Kioko').closest('tr')!;
    expect(
      within(peter)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Peter Mutua Kioko', 'Operations lead', 'N/A', 'Male', 'N/A', 'No']);
  });

  it('says when there are no C-suite or team members, and hides C-suite members unless the answer is Yes', async () => {
    useNarrowScreen();
    const { user } = renderSections(
      applicationDetail({ venture: { ...venture, venture_team_members: [], venture_c_suite_members: [] } }),
    );
    await user.click(screen.getByRole('tab', { name: 'Team' }));
    expect(screen.getByText('No C-Suite Members Added')).toBeInTheDocument();
    expect(screen.getByText('No Team Members Added')).toBeInTheDocument();
  });

  it('does not list C-suite members when the answer is No', async () => {
    const { user } = renderSections(applicationDetail({ venture: { ...venture, c_suite_women: 0 } }));
    await user.click(screen.getByRole('tab', { name: 'Team' }));
    expect(screen.queryByRole('heading', { name: 'C-Suite Members' })).not.toBeInTheDocument();
    expect(screen.queryByText('Grace Wairimu')).not.toBeInTheDocument();
  });
});

describe('ApplicationSections: Problem/Solution, read-only', () => {
  async function open(application = applicationDetail()) {
    const utils = renderSections(application);
    await utils.user.click(screen.getByRole('tab', { name: 'Problem/Solution' }));
    return utils;
  }

  it('numbers the questions as the applicant saw them, with the required marker and the italic description', async () => {
    await open();
    const headings = within(screen.getByRole('tabpanel')).getAllByRole('heading');
    expect(headings.map((h) => h.textContent)).toEqual([
      '1. In one phrase, what does your venture do? *(required)',
      '2. What problem are you solving, and for whom? *(required)',
      '3. What traction do you have?',
      '4. Is your venture generating revenue? *(required)',
      '4.1. What was your revenue in the last 12 months (KES)? *(required)',
      '5. Which of the UN Sustainable Development Goals does your venture address? *(required)',
      "6. Rate your team's experience in each area *(required)",
      '7. Which channels do you use to reach customers?',
      '8. How did you hear about the programme? *(required)',
      '9. In which town is your main office?',
    ]);
    const description = screen.getByText('Money received from customers, not grants or prizes.');
    expect(description).toHaveStyle({ fontStyle: 'italic' });
    expect(question(/Is your venture generating revenue/)).toHaveAccessibleDescription(
      'Money received from customers, not grants or prizes.',
    );
  });

  it('shows short answers as text (N/A when empty) and long ones as rich text', async () => {
    await open();
    expect(question(/In one phrase/)).toHaveTextContent('Solar cold rooms');
    expect(within(question(/What problem/)).getByText('up to 40%', { selector: 'strong' })).toBeInTheDocument();
    expect(within(question(/What problem/)).getByRole('list')).toBeInTheDocument();
    expect(within(question(/What traction/)).getByText('N/A')).toBeInTheDocument();
    expect(question(/What was your revenue/)).toHaveTextContent('1,250,000');
  });

  it("shows the chosen options with an 'Other' text, and each part's choices", async () => {
    await open();
    expect(question(/Is your venture generating revenue/)).toHaveTextContent('Yes');
    const sdgs = within(question(/Sustainable Development Goals/)).getAllByRole('listitem');
    expect(sdgs.map((li) => li.textContent)).toEqual([
      'Zero Hunger',
      'Climate Action',
      'Other: Responsible consumption',
    ]);
    const experience = question(/Rate your team's experience/);
    for (const [part, choice] of [
      ['Product', 'Extensive'],
      ['Sales', 'Some'],
      ['Finance', 'None'],
    ]) {
      expect(within(experience).getByText(part!, { selector: 'dt' }).nextElementSibling).toHaveTextContent(choice!);
    }
    const channels = question(/Which channels/);
    expect(
      within(within(channels).getByText('Online', { selector: 'dt' }).nextElementSibling as HTMLElement)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['WhatsApp', 'Other: Radio call-in shows']);
    expect(within(channels).getByText('Offline', { selector: 'dt' }).nextElementSibling).toHaveTextContent('N/A');
    expect(question(/How did you hear/)).toHaveTextContent('Other: A county agriculture officer');
  });

  it('shows child questions only while the parent’s answer reveals them, and inactive questions only when answered', async () => {
    await open();
    // 'Other' hides 'Who referred you?'; the inactive, unanswered child and question stay hidden
    expect(screen.queryByText('Who referred you?')).not.toBeInTheDocument();
    expect(screen.queryByText('Are your accounts audited?')).not.toBeInTheDocument();
    expect(screen.queryByText(/Do you hold a patent/)).not.toBeInTheDocument();
    // the inactive office question was answered: it shows
    expect(question(/In which town is your main office/)).toHaveTextContent('Kerugoya');
  });

  it('reveals the referrer question under "Referred by a friend"', async () => {
    const answers = fullAnswers();
    answers.single_select['508'] = optionId(Q.heard, 'Referred by a friend');
    answers.open_ended['591'] = 'Mary Njoki, Kirinyaga Women in Agribusiness';
    answers.single_select['504'] = optionId(Q.revenue, 'No');
    await open(applicationDetail({ answers }));
    expect(question(/8\.1\. Who referred you/)).toHaveTextContent('Mary Njoki, Kirinyaga Women in Agribusiness');
    // 'No' hides the revenue figure, even though an old answer is stored
    expect(screen.queryByText(/What was your revenue/)).not.toBeInTheDocument();
  });

  it("says so when the questions can't be loaded, with Retry", async () => {
    const onRetry = vi.fn();
    const user = userEvent.setup();
    renderRoutes([
      {
        path: '/',
        element: (
          <ApplicationSections
            application={applicationDetail()}
            questions={undefined}
            questionsFailed
            onRetryQuestions={onRetry}
            section="problem-solution"
          />
        ),
      },
    ]);
    expect(await screen.findByText("An Error Occurred; Couldn't Get Form Data")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });
});

describe('ApplicationSections: Rating', () => {
  it("shows Pending at 0 and 'No ratings yet' without judges", async () => {
    const { user } = renderSections(applicationDetail({ applicationScore: 0, applicationRatings: [] }));
    await user.click(screen.getByRole('tab', { name: 'Rating' }));
    const overall = screen.getByText('Pending');
    expect(overall.closest('[data-band]')).toHaveAttribute('data-band', 'pending');
    expect(screen.getByText('No ratings yet')).toBeInTheDocument();
  });

  it('colours the overall rating and each judge’s score by band', async () => {
    const { user } = renderSections(applicationDetail());
    await user.click(screen.getByRole('tab', { name: 'Rating' }));
    expect(screen.getByText('72.5%').closest('[data-band]')).toHaveAttribute('data-band', 'green');
    // The normalised score beside it, with its explanation.
    expect(screen.getByText('68.2%').closest('[data-band]')).toHaveAttribute('data-band', 'green');
    expect(screen.getByRole('button', { name: /^Normalised: each judge’s scores/ })).toBeInTheDocument();
    const judges = within(screen.getByRole('list', { name: "Judges' ratings" })).getAllByRole('listitem');
    expect(judges.map((j) => [j.textContent, j.querySelector('[data-band]')?.getAttribute('data-band')])).toEqual([
      ['Miriam Otieno81%', 'green'],
      ['Daniel K. Mwangi64%', 'orange'],
      ['Aisha Noor30%', 'red'],
    ]);
  });
});
