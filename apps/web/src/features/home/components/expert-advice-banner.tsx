import { defineMessages, useMessages } from '@/lib/i18n';

const expertAdviceMessages = defineMessages('shop.expertAdvice', {
  imageAlt: 'A friendly mechanic ready with expert advice',
  eyebrow: 'From our workshop',
  heading: 'Expert Advice',
  body: "Our mechanics have fitted thousands of the parts we make. Tell us your bike's make, model and year, and we will help you pick the right pads, chain or filter the first time, with no guesswork and no returns.",
  ask: 'Ask our mechanics',
});

export function ExpertAdviceBanner() {
  const t = useMessages(expertAdviceMessages);
  return (
    <section aria-labelledby="expert-advice-heading" className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8 py-16">
      <div className="bg-primary/10 border-primary/30 grid items-center gap-8 overflow-hidden rounded-box border md:grid-cols-2">
        <img
          src="/images/expert-advice.svg"
          alt={t.imageAlt}
          width={600}
          height={400}
          loading="lazy"
          className="h-full w-full object-cover"
        />
        <div className="p-8 md:pr-12 md:pl-0">
          <p className="text-base-content/70 text-sm font-semibold tracking-widest uppercase">{t.eyebrow}</p>
          <h2 id="expert-advice-heading" className="mt-1 text-3xl font-extrabold sm:text-4xl">
            {t.heading}
          </h2>
          <p className="text-base-content/85 mt-4 text-lg">{t.body}</p>
          <a href="#have-a-question" className="btn btn-neutral mt-6">
            {t.ask}
          </a>
        </div>
      </div>
    </section>
  );
}
