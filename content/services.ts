/** A service card on the home page's tabs. Clicking one only logs `link` (spec: it does not navigate). */
export interface Service {
  icon: string;
  title: string;
  description: string;
  link: string;
}

export interface ServiceModule {
  id: 'design' | 'build' | 'manage';
  title: string;
  icon: string;
  description: string;
  services: Service[];
}

/**
 * The fragment that opens a phase's tab on the home page (`/home#services-build`): the footer's
 * service links use it. The browser's jump lands at the top of the tabs.
 */
export const serviceTabAnchor = (id: ServiceModule['id']) => `services-${id}`;

export const serviceModules: ServiceModule[] = [
  {
    id: 'design',
    title: 'Design',
    icon: 'phase:design',
    description: 'Survey, elevations and drawings your builder can follow, approved by you before a brick is laid.',
    services: [
      {
        icon: 'service:elevation',
        title: 'Elevation',
        description: 'See the front of your home in 3D and settle materials and colours early.',
        link: '/design-management/elevation',
      },
      {
        icon: 'service:survey',
        title: 'Survey',
        description: 'Plot measurements, soil notes and setbacks recorded once and shared with everyone.',
        link: '/design-management/survey',
      },
      {
        icon: 'service:architectural',
        title: 'Architectural',
        description: 'Floor plans and working drawings with every revision kept and compared.',
        link: '/design-management/architectural',
      },
      {
        icon: 'service:structural',
        title: 'Structural',
        description: 'Foundation, column and slab details from your structural engineer, in one set.',
        link: '/design-management/structural',
      },
    ],
  },
  {
    id: 'build',
    title: 'Build',
    icon: 'phase:build',
    description: 'Know what was built today, what it cost and what is waiting on you, without chasing anyone.',
    services: [
      {
        icon: 'service:progress',
        title: 'Progress List',
        description: 'Daily site updates with photos, stage by stage.',
        link: '/construction-management/progress-list',
      },
      {
        icon: 'service:tasks',
        title: 'Task Dashboard',
        description: 'Who is doing what, by when, across every contractor.',
        link: '/construction-management/task-dashboard',
      },
      {
        icon: 'service:budget',
        title: 'Budget & BOQ',
        description: 'Bill of quantities and budget side by side, with overruns flagged.',
        link: '/construction-management/budget-boq',
      },
      {
        icon: 'service:estimate',
        title: 'Estimate Sheets',
        description: 'Compare contractor estimates line by line before you sign.',
        link: '/construction-management/estimate-sheets',
      },
      {
        icon: 'service:bills',
        title: 'Bills',
        description: 'Every invoice and payment recorded against the work it pays for.',
        link: '/construction-management/bills',
      },
      {
        icon: 'service:approvals',
        title: 'Approvals',
        description: 'Change requests and sign-offs with a clear record of who agreed.',
        link: '/construction-management/approvals',
      },
      {
        icon: 'service:safety',
        title: 'Safety & Compliances',
        description: 'Site safety checks and statutory approvals tracked to closure.',
        link: '/construction-management/safety-compliances',
      },
    ],
  },
  {
    id: 'manage',
    title: 'Manage',
    icon: 'phase:manage',
    description: 'Run the finished home or community: residents, utilities and shared spaces in one place.',
    services: [
      {
        icon: 'service:projects',
        title: 'Projects',
        description: 'Repairs and upgrades planned and tracked like the original build.',
        link: '/facilitymanagement/projects',
      },
      {
        icon: 'service:association',
        title: 'Owners Association',
        description: 'Meetings, dues and decisions of the association, on the record.',
        link: '/facilitymanagement/owners-association',
      },
      {
        icon: 'service:residents',
        title: 'Residents Interaction',
        description: 'Notices, requests and complaints that reach the right person.',
        link: '/facilitymanagement/residents-interaction',
      },
      {
        icon: 'service:utilities',
        title: 'Utilities',
        description: 'Water, power and maintenance readings with reminders before they lapse.',
        link: '/facilitymanagement/utilities',
      },
      {
        icon: 'service:amenities',
        title: 'Amenities Booking',
        description: 'Book the clubhouse, court or guest room without a phone call.',
        link: '/facilitymanagement/amenities-booking',
      },
    ],
  },
];

export interface ValueCard {
  icon: string;
  title: string;
  description: string;
}

export const valueCards: ValueCard[] = [
  {
    icon: 'value:clarity',
    title: 'End Confusion',
    description: 'One version of the drawings, the budget and the schedule, so nobody works from an old copy.',
  },
  {
    icon: 'value:replace',
    title: 'Replace WhatsApp & Excel',
    description: 'Decisions, photos and bills stop getting lost in chat threads and spreadsheets.',
  },
  {
    icon: 'value:coordination',
    title: 'Seamless Coordination',
    description: 'Architect, engineer, contractor and owner see the same tasks and the same deadlines.',
  },
  {
    icon: 'value:visibility',
    title: 'Complete Visibility',
    description: 'See progress and spending from anywhere, whether you live next door or in another country.',
  },
];
