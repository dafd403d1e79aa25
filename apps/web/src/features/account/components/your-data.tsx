import { appRoutes } from '@/lib/app-routes';

/** GET /v3/customer/my_data through the same-origin proxy: the signed-in customer's copy (decision 095). */
export const MY_DATA_HREF = '/api/v3/customer/my_data';

/**
 * My Profile's "Your data" (decision 095): a plain link to download a copy of the personal data we
 * hold — it needs no script — and what the copy holds and leaves out, in words.
 */
export function YourData() {
  return (
    <section aria-labelledby="pf-data" className="kv-card grid gap-2">
      <h2 id="pf-data" className="kv-h3">
        Your data
      </h2>
      <p className="text-slate-800">
        Download a copy of the personal data we hold about you: your account, addresses, orders, plans,
        service requests and ratings, what was done with them, the messages we sent you and what you wrote to
        us. It is a JSON file you can open in any text editor. Passwords and one-time codes are never in it.
      </p>
      <a href={MY_DATA_HREF} download className="kv-tlink justify-self-start">
        Download my data
      </a>
    </section>
  );
}

/**
 * My Profile's way to see where the account is signed in (decision 102): a plain link to the page
 * that lists the devices and signs them out — server-rendered, no script on My Profile.
 */
export function WhereYouAreSignedIn() {
  return (
    <section aria-labelledby="pf-devices" className="kv-card grid gap-2">
      <h2 id="pf-devices" className="kv-h3">
        Where you’re signed in
      </h2>
      <p className="text-slate-800">
        See the phones and computers where your account is signed in, and sign out any you don’t use.
      </p>
      <a href={appRoutes.account.devices} className="kv-tlink justify-self-start">
        See your devices
      </a>
    </section>
  );
}

/** My Profile's way to delete the account (decision 096): a plain link to the page that does it. */
export function DeleteYourAccount() {
  return (
    <section aria-labelledby="pf-delete" className="kv-card grid gap-2">
      <h2 id="pf-delete" className="kv-h3">
        Delete your account
      </h2>
      <p className="text-slate-800">
        Your personal data is deleted and you are signed out everywhere. Invoices are kept as tax law
        requires.
      </p>
      <a href={appRoutes.account.deleteAccount} className="kv-tlink justify-self-start text-red-800">
        Delete my account
      </a>
    </section>
  );
}
