// docs/product/catalogue.md#page-layout Routes: every public page answers 200 with a real <title>, exactly one h1, and the
// header and footer the layout rules give its page kind — every page at 390 px (project 'mobile');
// at 1280 px one page of each template and layout kind (routes-layouts.spec.ts, decision 062).
import { INVENTORY } from './fixtures/pages';
import { routeTest } from './fixtures/routes';

for (const p of INVENTORY) routeTest(p);
