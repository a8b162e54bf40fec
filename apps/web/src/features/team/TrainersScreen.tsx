import { TeamGroupScreen } from './TeamGroupScreen';

/** /trainers (spec 1 §2.8): the active team members holding the Trainer role (DESIGN.md). */
export default function TrainersScreen() {
  return <TeamGroupScreen group="trainers" />;
}
