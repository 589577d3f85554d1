import { PageTitle } from '@/components/layout/page-title';
import { brand } from '@/config/brand';
import { defineMessages, useMessages } from '@/lib/i18n';
import { QuestionsList } from '@/features/questions/components/questions-list';

const pageMessages = defineMessages('dashboard.questionsPage', { title: 'Questions' });

export default function QuestionsRoute() {
  const t = useMessages(pageMessages);
  return (
    <>
      <PageTitle>{`${t.title} — ${brand.name}`}</PageTitle>
      <h1 className="mb-6 text-3xl font-extrabold">{t.title}</h1>
      <QuestionsList />
    </>
  );
}
