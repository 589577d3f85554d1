import { PageTitle } from '@/components/layout/page-title';
import { brand } from '@/config/brand';
import { blogAnswers } from '@/data/blogs';
import { BlogCard } from '@/features/blogs/components/blog-card';
import { defineMessages, useMessages } from '@/lib/i18n';

const blogsPageMessages = defineMessages('account.blogsPage', {
  blogs: 'Blogs',
  heading: 'Questions and answers on web development',
  intro: 'Short answers to questions we are often asked about the technology that runs this shop.',
});

export default function BlogsRoute() {
  const t = useMessages(blogsPageMessages);
  return (
    <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8 py-12">
      <PageTitle>{`${t.blogs} — ${brand.name}`}</PageTitle>
      <div className="mb-10 max-w-2xl">
        <p className="text-base-content/70 text-sm font-semibold tracking-widest uppercase">{t.blogs}</p>
        <h1 className="mt-1 text-3xl font-extrabold sm:text-4xl">{t.heading}</h1>
        <p className="text-base-content/80 mt-3 text-lg">{t.intro}</p>
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        {blogAnswers.map((blog) => (
          <BlogCard key={blog.id} blog={blog} />
        ))}
      </div>
    </div>
  );
}
