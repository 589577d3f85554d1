import { PageTitle } from '@/components/layout/page-title';
import { brand } from '@/config/brand';
import { QuestionsList } from '@/features/questions/components/questions-list';

export default function QuestionsRoute() {
  return (
    <>
      <PageTitle>{`Questions — ${brand.name}`}</PageTitle>
      <h1 className="mb-6 text-3xl font-extrabold">Questions</h1>
      <QuestionsList />
    </>
  );
}
