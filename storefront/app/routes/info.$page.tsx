import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n';
import { Breadcrumbs } from '~/components/Breadcrumbs';
import { INFO_PAGES, OperatorDetails, type InfoPage } from '~/components/Footer';
import { useRootLoader } from '~/hooks/use-shop';
import { serverT, withMessages } from '~/lib/i18n.server';

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? '' }];

export const loader = withMessages(loadPage, 'info');

/** Simple information pages linked from the header and footer (contact, delivery, terms, privacy, the accessibility statement). */
async function loadPage({ params }: LoaderFunctionArgs) {
  const page = params.page as InfoPage;
  if (!(INFO_PAGES as readonly string[]).includes(page)) throw new Response('Not found', { status: 404 });
  const t = serverT();
  return { page, title: `${t(`info.${page}.title`)} | ${t('brand.name')}` };
}

export default function InfoPageRoute() {
  const { t } = useTranslation();
  const { page } = useLoaderData<typeof loader>();
  const operator = useRootLoader()?.operator ?? null;
  const paragraphs = t(`info.${page}.body`, { returnObjects: true }) as string[];
  return (
    <div className="container info-page">
      <Breadcrumbs items={[{ label: t(`info.${page}.title`) }]} />
      <article className="prose">
        <h1>{t(`info.${page}.title`)}</h1>
        {(Array.isArray(paragraphs) ? paragraphs : [String(paragraphs)]).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
        {page === 'contact' && operator ? <OperatorDetails operator={operator} testId="contact-operator" /> : null}
        {/* The accessibility statement ends with where to send feedback: the operator's e-mail and phone, and the contact page. */}
        {page === 'accessibility' ? (
          <>
            {operator ? <OperatorDetails operator={operator} testId="accessibility-operator" /> : null}
            <p>
              <Link to="/info/contact">{t('info.accessibility.contactLink')}</Link>
            </p>
          </>
        ) : null}
      </article>
    </div>
  );
}
