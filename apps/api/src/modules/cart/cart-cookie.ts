import type { FastifyReply } from 'fastify';

/** docs/product/catalogue.md#query-parameters-and-marketing-cookies cookie holding the cart token (the cart is also bound to the session; the token alone opens nothing). */
export const CART_COOKIE = 'website_cartToken';
const THIRTY_DAYS_S = 30 * 24 * 60 * 60;

export function setCartCookie(reply: FastifyReply, token: string, secure: boolean) {
  reply.setCookie(CART_COOKIE, token, {
    httpOnly: true,
    secure,
    sameSite: 'lax',
    path: '/',
    maxAge: THIRTY_DAYS_S,
  });
}
