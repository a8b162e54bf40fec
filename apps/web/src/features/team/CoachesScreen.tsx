import { TeamGroupScreen } from './TeamGroupScreen';

/** /coaches (spec 1 §2.8): the active team members holding the Coach role (DESIGN.md). */
export default function CoachesScreen() {
  return (
    <TeamGroupScreen
      group="coaches"
      title="Coaches"
      subtitle="Experienced founders, investors and operators who coach each venture one to one through incubation."
      empty={{ title: 'Coaches coming soon', text: 'The coaches of the next cohort will be introduced here.' }}
    />
  );
}
