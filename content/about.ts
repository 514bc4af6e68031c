export const aboutHeader = {
  title: 'Designing Life. Building Intelligence.',
  lead: 'We build the software that lets a family in India design, build and run its home with the same clarity a large developer has.',
};

export interface StoryChapter {
  title: string;
  text: string;
}

export const originStory: StoryChapter[] = [
  {
    title: 'Beginning',
    text: 'We started as a small group of architects in Bengaluru who kept watching clients lose months and savings to missing drawings, unclear bills and lost messages.',
  },
  {
    title: 'Evolution',
    text: 'To fix our own projects we built tools: a plan generator, a drawing register, a daily progress log. Owners and contractors asked to use them too.',
  },
  {
    title: 'Transformation',
    text: 'Those tools became one platform that follows a home from the first survey to the day the residents run it together.',
  },
];

export const missionVision = [
  {
    title: 'Our mission',
    text: 'Give every home owner a clear, honest view of their home at every stage: what is designed, what is built, what it costs and who is responsible.',
  },
  {
    title: 'Our vision',
    text: 'A country where building a home is a well-run project rather than a leap of faith, and where a finished home keeps its records for life.',
  },
];

export interface WhatWeDoItem {
  icon: string;
  title: string;
  text: string;
}

export const whatWeDo: WhatWeDoItem[] = [
  {
    icon: 'phase:design',
    title: 'Design',
    text: 'Surveys, elevations, architectural and structural drawings, reviewed and approved in one place.',
  },
  {
    icon: 'phase:build',
    title: 'Build',
    text: 'Tasks, progress, budgets, bills and approvals that keep owner and contractors on the same page.',
  },
  {
    icon: 'phase:manage',
    title: 'Manage',
    text: 'Documents, utilities, amenities and the owners association, long after the keys are handed over.',
  },
];

export interface Milestone {
  year: number;
  title: string;
  text: string;
}

export const journey: Milestone[] = [
  {
    year: 2023,
    title: 'Launched as an architecture collective',
    text: 'Five architects and two engineers began designing homes together in Bengaluru.',
  },
  {
    year: 2024,
    title: 'First AI-driven floor plan generator',
    text: 'Owners could describe their plot and family and get workable floor plans in minutes.',
  },
  {
    year: 2025,
    title: 'Expanded into a full tech ecosystem',
    text: 'Design, construction and facility management joined up in one platform for owners and businesses.',
  },
];

export const philosophy = {
  title: 'Our philosophy',
  quote:
    'A home is the largest thing most families ever build. It deserves the same care in its records as in its walls.',
  text: 'We design for the owner first: plain language, honest numbers and nothing hidden behind a specialist.',
};
