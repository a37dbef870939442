/**
 * Every route of the web app. Route definitions use `path` (relative inside its parent, as in the router);
 * links and redirects use `getHref(...)`. No URL is typed by hand anywhere else.
 */
const APP_ROOT = '/fletx';
const LOGIN_ROOT = '/login';

/** A route at the top of the tree: its path is its address. */
const topLevel = (path: string) => ({ path, getHref: () => path }) as const;
const appChild = (path: string) => ({ path, getHref: () => `${APP_ROOT}/${path}` }) as const;
/** A form page: new without id, edit with `?id=`. */
const appForm = (path: string) =>
  ({
    path,
    getHref: (id?: number) => (id === undefined ? `${APP_ROOT}/${path}` : `${APP_ROOT}/${path}?id=${id}`),
  }) as const;
/** A child reached with `?id=` (the edit and detail screens of docs/product.md). */
const appChildWithId = (path: string) =>
  ({
    path,
    getHref: (id: number | string) => `${APP_ROOT}/${path}?id=${encodeURIComponent(String(id))}`,
  }) as const;

/** A record's page with its id in the path: `parent/:id`. */
const appRecord = (parent: string) =>
  ({ path: `${parent}/:id`, getHref: (id: number) => `${APP_ROOT}/${parent}/${id}` }) as const;

export const LOAD_DETAILS_TABS = [
  'general-info',
  'hours-of-service',
  'route-map',
  'financial',
  'documents',
] as const;
export type LoadDetailsTab = (typeof LOAD_DETAILS_TABS)[number];

export type LoginHrefOptions = {
  /** Shows the success banner with this text (`?success&message=...`). */
  successMessage?: string;
};

export const paths = {
  home: topLevel('/'),
  auth: {
    root: topLevel(LOGIN_ROOT),
    login: {
      path: 'auth',
      getHref: (options: LoginHrefOptions = {}) =>
        options.successMessage === undefined
          ? `${LOGIN_ROOT}/auth`
          : `${LOGIN_ROOT}/auth?success&message=${encodeURIComponent(options.successMessage)}`,
    },
    forgotPassword: {
      path: 'validation-email',
      getHref: () => `${LOGIN_ROOT}/validation-email`,
    },
    changePassword: {
      path: 'change-pass',
      getHref: (email: string) => `${LOGIN_ROOT}/change-pass?email=${encodeURIComponent(email)}`,
    },
  },
  /** The set-up of two-factor sign-in a carrier's rule holds a user to, before the back office. */
  twoFactorSetup: topLevel('/setup/two-factor'),
  app: {
    root: topLevel(APP_ROOT),
    /** Two-factor sign-in, from the user menu. */
    twoFactor: appChild('two-factor'),
    adminUsers: appChild('dispatchers-admin-users'),
    newUser: appForm('new-user'),
    addUsers: appChild('add-users'),
    drivers: appChild('drivers'),
    addDriver: {
      path: 'add-driver',
      getHref: (id?: number) => `${APP_ROOT}/add-driver${id === undefined ? '' : `?id=${id}`}`,
    },
    driverInformation: {
      path: 'driver-information',
      getHref: (id: number) => `${APP_ROOT}/driver-information?id=${id}`,
    },
    trucks: appChild('trucks'),
    addTruck: appForm('add-truck'),
    truckInformation: appChildWithId('truck-information'),
    trailers: appChild('trailers'),
    addTrailer: appForm('add-trailer'),
    trailerInformation: appChildWithId('trailer-information'),
    compliance: appChild('compliance'),
    /** Maintenance (docs/product.md "Maintenance"): schedules, odometer, inspections, work orders; one inspection. */
    maintenance: appChild('maintenance'),
    inspection: appRecord('inspections'),
    /** A work order: new without id, its page (edit, status) with `?id=`. */
    workOrder: {
      ...appForm('work-order'),
      /** A new order for a unit (its page's "New work order"). */
      newFor: (unitType: 'truck' | 'trailer', unitId: number) =>
        `${APP_ROOT}/work-order?unitType=${unitType}&unitId=${unitId}`,
    },
    /** Fuel purchases and their imports (docs/product.md "Fuel"). */
    fuel: appChild('fuel'),
    /** The quarter's IFTA report (docs/product.md "IFTA"): `?year=2026&quarter=3`. */
    ifta: appChild('ifta'),
    bookings: appChild('bookings'),
    addBooking: appChild('add-booking'),
    editBooking: appChildWithId('edit-booking'),
    loads: appChild('loads'),
    /** What waits on the office now (docs/product.md "Today"). */
    today: appChild('today'),
    /** The dispatch board (docs/product.md "Dispatch board"): `?week=yyyy-MM-dd` and the queue's filters. */
    dispatch: appChild('dispatch'),
    /**
     * Messages with drivers (docs/decisions/0066-driver-messages.md): `?driverId=` opens that driver's
     * conversation, `&loadId=` starts the composer about that load.
     */
    messages: {
      path: 'messages',
      getHref: (open: { driverId?: number; loadId?: number } = {}) => {
        const query = new URLSearchParams();
        if (open.driverId !== undefined) query.set('driverId', String(open.driverId));
        if (open.loadId !== undefined) query.set('loadId', String(open.loadId));
        const text = query.toString();
        return `${APP_ROOT}/messages${text ? `?${text}` : ''}`;
      },
    },
    /** The load form: typeForm new or old; edit with `&id=`; a new load copied from another with `&copyOf=`. */
    addLoadDriver: {
      path: 'add-load-driver',
      getHref: (typeForm: 'new' | 'old', id?: number) =>
        `${APP_ROOT}/add-load-driver?typeForm=${typeForm}${id === undefined ? '' : `&id=${id}`}`,
      copyHref: (copyOf: number) => `${APP_ROOT}/add-load-driver?typeForm=new&copyOf=${copyOf}`,
    },
    /** Load details: a tab (general-info, hours-of-service, route-map, financial, documents) and `?id=`. */
    loadDetails: {
      path: 'load-details',
      tabPath: 'load-details/:tab',
      getHref: (id: number, tab: LoadDetailsTab = 'general-info') =>
        `${APP_ROOT}/load-details/${tab}?id=${id}`,
    },
    /** Rate confirmations in (docs/product.md "Rate confirmations"): the inbox, and one draft to review. */
    rateConfirmations: appChild('rate-confirmations'),
    rateConfirmation: appRecord('rate-confirmations'),
    reports: appChild('reports'),
    alerts: appChildWithId('alerts'),
    deliveryApproval: appChild('delivery-approval'),
    deliveryApprovalDetail: appChildWithId('delivery-approval-detail'),
    /** Driver settlements; `?driverId=` chooses the driver, `&id=` opens one settlement. */
    settlements: {
      path: 'settlements',
      getHref: (driverId?: number) =>
        `${APP_ROOT}/settlements${driverId === undefined ? '' : `?driverId=${driverId}`}`,
    },
    /** Profit per load, truck, driver, broker or lane (docs/product.md "Profit"). */
    profit: appChild('profit'),
    brokers: appChild('brokers'),
    addBroker: {
      path: 'add-broker',
      /** `prefill`: the name and MC number a rate confirmation gave, for a broker not in the list yet. */
      getHref: (prefill: { name?: string | null; mc?: string | null } = {}) => {
        const query = new URLSearchParams();
        if (prefill.name) query.set('name', prefill.name);
        if (prefill.mc) query.set('mc', prefill.mc);
        const search = query.toString();
        return `${APP_ROOT}/add-broker${search ? `?${search}` : ''}`;
      },
    },
    editBroker: appChildWithId('edit-broker'),
    brokerProfile: appChildWithId('broker-profile'),
    addContactBroker: appChildWithId('add-contact-broker'),
    componentTest: appChild('component-test'),
    /** Invoices and receivables (docs/product.md "Invoices and receivables"). */
    invoices: appChild('invoices'),
    invoiceAging: appChild('invoices/aging'),
    invoiceDetails: appRecord('invoices'),
    carrierSettings: appChild('settings/carrier'),
  },
} as const;

/** A list's address with its search box filled (the lists keep their search in `?search=`: hooks/use-list-params.ts). */
export const withListSearch = (listHref: string, search: string) =>
  `${listHref}?${new URLSearchParams({ search }).toString()}`;
