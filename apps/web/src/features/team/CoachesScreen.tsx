import { TeamGroupScreen } from './TeamGroupScreen';

/** /coaches (spec 1 §2.8): the active team members holding the Coach role (DESIGN.md). */
export default function CoachesScreen() {
  return <TeamGroupScreen group="coaches" />;
}
