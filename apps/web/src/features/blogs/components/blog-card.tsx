import { type BlogAnswer, blogAnswers } from '@/data/blogs';
import { defineMessages, useMessages } from '@/lib/i18n';

/** A paragraph's key among an answer's texts: answer1, answer2… */
const paragraphKey = (index: number) => `answer${index + 1}`;

/**
 * Each answer of src/data/blogs.ts is a component of its own, `account.blog.<id>`: its question,
 * and its paragraphs as answer1, answer2…, translated as any component's texts are.
 */
const answerMessages = new Map(
  blogAnswers.map((blog) => [
    blog.id,
    defineMessages<{ question: string } & Record<string, string>>(`account.blog.${blog.id}`, {
      question: blog.question,
      ...Object.fromEntries(blog.answer.map((paragraph, index) => [paragraphKey(index), paragraph])),
    }),
  ]),
);

function messagesOf(blog: BlogAnswer) {
  const messages = answerMessages.get(blog.id);
  if (!messages) throw new Error(`The blog answer "${blog.id}" is not one of src/data/blogs.ts`);
  return messages;
}

export function BlogCard({ blog }: { blog: BlogAnswer }) {
  const t = useMessages(messagesOf(blog));
  const headingId = `blog-${blog.id}`;
  return (
    <article aria-labelledby={headingId} className="card bg-base-100 border-base-300 h-full border shadow-sm">
      <div className="card-body">
        <h2 id={headingId} className="card-title text-xl leading-snug">
          {t.question}
        </h2>
        <div className="text-base-content/85 grid gap-3 leading-relaxed">
          {blog.answer.map((paragraph, index) => (
            <p key={paragraphKey(index)}>{t[paragraphKey(index)] ?? paragraph}</p>
          ))}
        </div>
      </div>
    </article>
  );
}
