import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  Banners,
  DevicesAndPlans,
  ErrorBody,
  FeaturedCategories,
  GridData,
  HomeFeatures,
  HomeProducts,
  HomeQuestions,
  InstaRepairDevices,
  PlanPageData,
  PlansByCategory,
  RepairPageData,
} from '@kavach/contracts';
import { sendError } from '../../lib/http-errors';
import type { RouteDeps } from '../../deps';
import {
  devicesAndPlans,
  featuredCategories,
  gridData,
  homeQuestions,
  plansGroupedByCategory,
} from './content.service';
import { planPageData, repairPageData } from './pages.service';

const SlugParams = z.object({ slug: z.string().max(120) });
const cacheHeader = 'public, max-age=60, stale-while-revalidate=300';

/** Content routes of docs/product/api.md#content") plus the page payloads of plan and repair pages. */
export function catalogueRoutes(deps: RouteDeps): FastifyPluginAsyncZod {
  const { catalogue } = deps;
  return async (app) => {
    app.addHook('onSend', async (request, reply) => {
      if (request.method === 'GET' && reply.statusCode === 200) reply.header('cache-control', cacheHeader);
    });
    app.get(
      '/home_products',
      { schema: { tags: ['content'], response: { 200: HomeProducts } } },
      async () => ({
        products: (await catalogue()).categories,
      }),
    );
    app.get(
      '/featured-categories',
      { schema: { tags: ['content'], response: { 200: FeaturedCategories } } },
      async () => featuredCategories(await catalogue()),
    );
    app.get(
      '/home-questions',
      {
        schema: {
          tags: ['content'],
          querystring: z.object({ category: z.string().max(80).optional().catch(undefined) }),
          response: { 200: HomeQuestions },
        },
      },
      async (request) => homeQuestions(await catalogue(), request.query.category),
    );
    app.get(
      '/protection-plans',
      { schema: { tags: ['content'], response: { 200: PlansByCategory } } },
      async () =>
        plansGroupedByCategory(await catalogue(), [
          'extended-warranty',
          'spills-and-drops',
          'screen-protection',
          'total-care',
        ]),
    );
    app.get(
      '/annual-maintenance-contract',
      { schema: { tags: ['content'], response: { 200: PlansByCategory } } },
      async () => plansGroupedByCategory(await catalogue(), ['amc', 'comprehensive-amc']),
    );
    app.get(
      '/home-features',
      { schema: { tags: ['content'], response: { 200: HomeFeatures } } },
      async () => ({
        features: (await catalogue()).rows.features.map(({ title, description, icon }) => ({
          title,
          description,
          icon,
        })),
      }),
    );
    app.get(
      '/devices_and_plans',
      { schema: { tags: ['content'], response: { 200: DevicesAndPlans } } },
      async () => devicesAndPlans(await catalogue()),
    );
    app.get(
      '/insta-repair/devices',
      { schema: { tags: ['content'], response: { 200: InstaRepairDevices } } },
      async () => ({
        devices: plansGroupedByCategory(await catalogue(), ['insta-repair']).groups,
      }),
    );
    app.get('/banner/', { schema: { tags: ['content'], response: { 200: Banners } } }, async () => ({
      banners: (await catalogue()).rows.banners.map((b) => ({
        id: b.id,
        placement: b.placement,
        title: b.title,
        subtitle: b.subtitle,
        cta_label: b.ctaLabel,
        cta_href: b.ctaHref,
      })),
    }));
    app.get('/grid_data/', { schema: { tags: ['content'], response: { 200: GridData } } }, async () =>
      gridData(),
    );
    app.get(
      '/plan-pages/:slug',
      { schema: { tags: ['pages'], params: SlugParams, response: { 200: PlanPageData, 404: ErrorBody } } },
      async (request, reply) => {
        const data = planPageData(await catalogue(), request.params.slug);
        return data ?? sendError(reply, 404, 'PAGE_NOT_FOUND', 'We could not find this plan page.');
      },
    );
    app.get(
      '/repair-pages/:slug',
      { schema: { tags: ['pages'], params: SlugParams, response: { 200: RepairPageData, 404: ErrorBody } } },
      async (request, reply) => {
        const data = repairPageData(await catalogue(), request.params.slug);
        return data ?? sendError(reply, 404, 'PAGE_NOT_FOUND', 'We could not find this repair page.');
      },
    );
  };
}
