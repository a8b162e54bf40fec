/** What the wizard shell gives each step. */
export type StepProps = {
  /** The step's data is saved: the wizard moves on. */
  onDone: () => void;
  /** Back to the previous step without saving (absent on the first step). */
  onBack?: () => void;
};
