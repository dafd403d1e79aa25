// docs/product/catalogue.md#page-layout Routes: every public page answers 200 with a real <title>, exactly one h1, and the
// header and footer the layout rules give its page kind — every page at 390 px (project 'mobile');
// at 1280 px one page of each template and layout kind (routes-layouts.spec.ts, decision 062).
// Checked with the page's scripts off (decision 082): these are facts of the server's HTML — what a
// crawler and a customer on a slow phone get first — and the hydrated pages are other specs' subject.
import { test } from '@playwright/test';
import { INVENTORY } from './fixtures/pages';
import { routeTest } from './fixtures/routes';

test.use({ javaScriptEnabled: false });

for (const p of INVENTORY) routeTest(p);
