import { TeamGroupScreen } from './TeamGroupScreen';

/** /trainers (spec 1 §2.8): the active team members holding the Trainer role (DESIGN.md). */
export default function TrainersScreen() {
  return (
    <TeamGroupScreen
      group="trainers"
      title="Trainers"
      subtitle="Practitioners who run the masterclasses and the bootcamp: product, finance, marketing, law and technology."
      empty={{ title: 'Trainers coming soon', text: 'The trainers of the next cohort will be introduced here.' }}
    />
  );
}
