import { paths } from '@kavach/domain';
import { StaticPageShell } from '@/components/static-page-shell';
import { CategoryList } from '@/features/question-popup/components/category-list';
import { pageMetadata } from '@/lib/metadata';
import { variantOf } from '@/lib/page-props';
import type { VariantPageProps } from '@/lib/page-props';
import { allVariantParams } from '@/lib/variant';

/** No API data: every variant is prerendered at build. */
export const dynamicParams = false;
export const generateStaticParams = allVariantParams;

const PATH = paths.static.questions();

export const metadata = pageMetadata({
  path: PATH,
  title: 'Find the Right Plan for Your Device',
  description:
    'Choose your device and tell us what you need: we point you to the right warranty, protection or repair plan.',
});

export default async function QuestionsPage(props: VariantPageProps) {
  const variant = await variantOf(props);
  return (
    <StaticPageShell
      variant={variant}
      page="questions"
      path={PATH}
      title="Which device do you need help with?"
      lead="Pick a device and answer one question. We’ll take you to the plan that fits."
    >
      <CategoryList basePath={PATH} />
    </StaticPageShell>
  );
}
