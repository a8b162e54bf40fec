import { QuestionsArea } from './QuestionsScreen';

/** /question: the same screen as /questions, reached by the menu link gated by `Question_view` (DESIGN.md). */
export default function QuestionScreen() {
  return <QuestionsArea permission="Question_view" />;
}
