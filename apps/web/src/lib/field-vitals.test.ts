import { VITAL_ROUTES } from '@motoforge/contract';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '@/app/router';
import { routePatternOf } from './field-vitals';

/** Every page pattern of the router, its nested paths joined. */
function patternsOf(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const own =
      route.path === undefined || route.path.startsWith('/') || !parent
        ? (route.path ?? parent)
        : `${parent}/${route.path}`;
    const children = route.children ? patternsOf(route.children, own) : [];
    return route.path === undefined ? children : [own, ...children];
  });
}

describe('field vitals’ route patterns', () => {
  it("names every page of the router, so each page's reports are kept under its own pattern", () => {
    expect([...patternsOf(routes)].sort()).toEqual([...VITAL_ROUTES].sort());
  });

  it('reports the pattern, never an id, the query or the Bangla prefix', () => {
    expect(
      routePatternOf('/parts/3f2c9a7e-1d2b-4c5d-8e9f-0a1b2c3d4e5f', { id: '3f2c9a7e-1d2b-4c5d-8e9f-0a1b2c3d4e5f' }),
    ).toBe('/parts/:id');
    expect(routePatternOf('/bn/dashboard/order/17/confirm', { id: '17' })).toBe('/dashboard/order/:id/confirm');
    expect(routePatternOf('/bn', {})).toBe('/');
    expect(routePatternOf('/allproducts/', {})).toBe('/allproducts');
    expect(routePatternOf('/no-such-page', { '*': 'no-such-page' })).toBe('*');
  });
});
