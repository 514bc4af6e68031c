/**
 * The one catalogue behind the products page and the app picker.
 *
 * `id` is the 3-digit product id, grouped by phase (Design 1xx, Build 2xx, Manage 3xx).
 * `appId` is the opaque id the trial app knows; only apps that can be tried today have one.
 * The picker uses `appId` for those and the 3-digit id (as a string) for the rest, which are disabled.
 */
export type Phase = 'design' | 'build' | 'manage';

export interface CatalogueProduct {
  id: number;
  appId?: string;
  name: string;
  icon: string;
  description: string;
  /** Where the product's own page will live (the spec's data model): not yet a route, nor shown. */
  link: string;
}

export interface CatalogueModule {
  phase: Phase;
  title: string;
  /** The module's heading on the products page. */
  heading: string;
  image: string;
  products: CatalogueProduct[];
}

/** What a product without an app to try shows, on both pages. */
export const COMING_SOON = 'Coming soon';

export const APP_IDS = {
  hub: 'hb-7k2q',
  progressReport: 'pr-4m9x',
  taskManagement: 'tm-2c8v',
  vault: 'vt-6r3n',
} as const;

export const catalogue: CatalogueModule[] = [
  {
    phase: 'design',
    title: 'Design',
    heading: 'Design & Drawings',
    image: '/illustrations/design.svg',
    products: [
      {
        id: 100,
        appId: APP_IDS.hub,
        name: 'Hub',
        icon: 'app:hub',
        description: 'Your home project in one place: drawings, decisions, people and documents.',
        link: '/products/hub',
      },
      {
        id: 101,
        name: 'Elevation Studio',
        icon: 'service:elevation',
        description: 'Try facades, materials and colours on a 3D model of your home.',
        link: '/products/elevation-studio',
      },
      {
        id: 102,
        name: 'Site Survey',
        icon: 'service:survey',
        description: 'Plot dimensions, levels and setbacks captured once, used by everyone.',
        link: '/products/site-survey',
      },
      {
        id: 103,
        name: 'Drawing Register',
        icon: 'service:architectural',
        description: 'Architectural and structural drawings with every revision tracked.',
        link: '/products/drawing-register',
      },
    ],
  },
  {
    phase: 'build',
    title: 'Build',
    heading: 'Construction Management',
    image: '/illustrations/build.svg',
    products: [
      {
        id: 200,
        appId: APP_IDS.progressReport,
        name: 'Progress Report',
        icon: 'service:progress',
        description: 'Daily photo updates from site, stage by stage, without a phone call.',
        link: '/products/progress-report',
      },
      {
        id: 201,
        appId: APP_IDS.taskManagement,
        name: 'Task Management',
        icon: 'service:tasks',
        description: 'Assign work to contractors, set dates and see what is late.',
        link: '/products/task-management',
      },
      {
        id: 202,
        name: 'Budget & BOQ',
        icon: 'service:budget',
        description: 'Bill of quantities against budget, with overruns flagged early.',
        link: '/products/budget-boq',
      },
      {
        id: 203,
        name: 'Bills & Payments',
        icon: 'service:bills',
        description: 'Invoices and payments matched to the work they pay for.',
        link: '/products/bills',
      },
      {
        id: 204,
        name: 'Approvals',
        icon: 'service:approvals',
        description: 'Change requests and sign-offs with a record of who agreed.',
        link: '/products/approvals',
      },
    ],
  },
  {
    phase: 'manage',
    title: 'Manage',
    heading: 'Facility Management',
    image: '/illustrations/manage.svg',
    products: [
      {
        id: 300,
        appId: APP_IDS.vault,
        name: 'Vault',
        icon: 'app:vault',
        description: 'Deeds, approvals, warranties and manuals stored safely for the life of the home.',
        link: '/products/vault',
      },
      {
        id: 301,
        name: 'Owners Association',
        icon: 'service:association',
        description: 'Meetings, dues and decisions of your association, on the record.',
        link: '/products/owners-association',
      },
      {
        id: 302,
        name: 'Residents Desk',
        icon: 'service:residents',
        description: 'Notices, requests and complaints routed to the right person.',
        link: '/products/residents-desk',
      },
      {
        id: 303,
        name: 'Amenities Booking',
        icon: 'service:amenities',
        description: 'Book the clubhouse, court or guest room in a few taps.',
        link: '/products/amenities-booking',
      },
    ],
  },
];
