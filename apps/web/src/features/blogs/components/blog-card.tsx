import type { BlogAnswer } from '@/data/blogs';

export function BlogCard({ blog }: { blog: BlogAnswer }) {
  const headingId = `blog-${blog.id}`;
  return (
    <article aria-labelledby={headingId} className="card bg-base-100 border-base-300 h-full border shadow-sm">
      <div className="card-body">
        <h2 id={headingId} className="card-title text-xl leading-snug">
          {blog.question}
        </h2>
        <div className="text-base-content/85 grid gap-3 leading-relaxed">
          {blog.answer.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </div>
      </div>
    </article>
  );
}
