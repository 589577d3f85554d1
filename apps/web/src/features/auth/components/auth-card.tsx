import type { ReactNode } from 'react';
import { PageTitle } from '@/components/layout/page-title';
import { brand } from '@/config/brand';

/** The frame of the login and signup pages: a centred card with the page's heading. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="bg-base-200 flex justify-center px-4 py-12 sm:py-16">
      <PageTitle>{`${title} — ${brand.name}`}</PageTitle>
      <div className="card bg-base-100 w-full max-w-md shadow-md">
        <div className="card-body gap-5">
          <h1 className="text-center text-3xl font-extrabold">{title}</h1>
          {children}
        </div>
      </div>
    </div>
  );
}
