import type {
  AccountPlansResponse,
  AddressBody,
  AddressSuggestions,
  CustomerAddress,
  CustomerResponse,
  CustomerUpdateBody,
  FetchDetails,
  MyOrdersResponse,
  MyRequestsResponse,
} from '@kavach/contracts';
import { apiDelete, apiGet, apiPatch, apiPost } from '@/lib/api-client.browser';

const enc = encodeURIComponent;

/**
 * My account reads and writes from the browser (docs/product/api.md#slots-and-addresses Customer, Slots and addresses). Every one
 * answers 401 SIGN_IN_REQUIRED without a live customer sign-in; the API scopes each to its owner.
 */
export const accountApi = {
  plans: () => apiGet<AccountPlansResponse>('/v3/customer/plans'),
  orders: () => apiGet<MyOrdersResponse>('/v3/customer/my_orders'),
  requests: () => apiGet<MyRequestsResponse>('/v3/customer/requests'),
  me: () => apiGet<CustomerResponse>('/v3/customer/me'),
  /** Names and WhatsApp; an email or password change also needs `current_password` (docs/product/security-tests.md#t2-5). */
  update: (customerId: string, body: CustomerUpdateBody) =>
    apiPatch<CustomerResponse>(`/v3/customer/partial_update/${enc(customerId)}`, body),
  addresses: () => apiGet<{ addresses: CustomerAddress[] }>('/v3/customer/addresses'),
  /** Localities of the selected city (docs/product/accounts.md#addresses), for the address form's area field. */
  addressSuggestions: (cityKey: string, q: string) =>
    apiGet<AddressSuggestions>(`/v3/address_suggestions?city=${enc(cityKey)}&q=${enc(q)}`),
  addAddress: (body: AddressBody) => apiPost<{ address: CustomerAddress }>('/v3/customer/address', body),
  editAddress: (id: number, body: Partial<AddressBody>) =>
    apiPatch<{ address: CustomerAddress }>(`/v3/customer/address/${id}`, body),
  deleteAddress: (id: number) => apiDelete<{ message?: string }>('/myaccount/address', { id }),
  /** docs/product/api.md#geo-and-search Geo: city and state of a PIN code. */
  pincode: (pincode: string) => apiPost<FetchDetails>('/fetch-details', { pincode }),
};
