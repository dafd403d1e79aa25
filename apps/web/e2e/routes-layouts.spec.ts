// docs/product/catalogue.md#page-layout Routes at 1280 px (project 'desktop'): one page of each template and layout
// kind. The layout is a function of the page kind and the width, and every page is visited at 390 px
// by routes.spec.ts (decision 062).
import { LAYOUT_SAMPLES } from './fixtures/pages';
import { routeTest } from './fixtures/routes';

for (const p of LAYOUT_SAMPLES) routeTest(p);
