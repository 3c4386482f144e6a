import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DocPageView, docMetadata } from '@/components/layout/doc-page';
import { getDocPage, getDocPages } from '@/lib/content/docs';

export const dynamicParams = false;

export function generateStaticParams() {
  return getDocPages('devops').map((page) => ({ slug: page.slug }));
}

type Props = { params: Promise<{ slug?: string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = getDocPage('devops', (await params).slug ?? []);
  return page ? docMetadata(page) : {};
}

export default async function DevopsPage({ params }: Props) {
  const page = getDocPage('devops', (await params).slug ?? []);
  if (!page) notFound();
  return <DocPageView page={page} />;
}
