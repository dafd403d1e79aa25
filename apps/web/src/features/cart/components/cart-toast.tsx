import { Toast } from '@/components/toast';
import { appRoutes } from '@/lib/app-routes';

/** The add-to-cart toast (docs/product/cart.md#adding-and-removing-items, docs/product/api.md#errors 'Item added to the cart') with a link to the cart. */
export function CartToast({ text, onClose }: { text: string | null; onClose: () => void }) {
  return (
    <Toast
      text={text}
      onClose={onClose}
      action={
        <a
          href={appRoutes.cart}
          className="inline-flex min-h-11 items-center px-1 text-sm font-semibold whitespace-nowrap text-sky-300 underline"
        >
          View cart
        </a>
      }
    />
  );
}
