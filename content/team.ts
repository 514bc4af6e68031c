/** Portraits are drawn in code (components/portrait.tsx) from these few traits: nothing is fetched. */
export interface PortraitTraits {
  skin: string;
  hair: string;
  background: string;
  hairStyle: 'short' | 'long' | 'bun' | 'bald';
}

export interface TeamMember {
  name: string;
  role: string;
  portrait: PortraitTraits;
}

const skins = ['#8d5524', '#c68642', '#e0ac69', '#a0683a', '#7a4a28'] as const;
const hairs = ['#1f1a17', '#2e2420', '#4a3426', '#6b6b6b'] as const;
const backgrounds = ['#fde4cf', '#dbeafe', '#dcfce7', '#fef3c7', '#ede9fe', '#fce7f3'] as const;

function traits(seed: number, hairStyle: PortraitTraits['hairStyle']): PortraitTraits {
  return {
    skin: skins[seed % skins.length] ?? skins[0],
    hair: hairs[seed % hairs.length] ?? hairs[0],
    background: backgrounds[seed % backgrounds.length] ?? backgrounds[0],
    hairStyle,
  };
}

export const management: TeamMember[] = [
  { name: 'Ananya Rao', role: 'Co-founder & Chief Executive', portrait: traits(0, 'long') },
  { name: 'Vikram Menon', role: 'Co-founder & Chief Architect', portrait: traits(1, 'short') },
  { name: 'Farah Siddiqui', role: 'Chief Technology Officer', portrait: traits(2, 'bun') },
  { name: 'Rajesh Iyer', role: 'Head of Construction', portrait: traits(3, 'bald') },
];

/**
 * The other 17 members. The spec asks for 17 people in rows of 5, 4, 5 and 4, which hold 18:
 * the last row's fourth place is the invitation to join (`joinCard`), so both numbers hold.
 */
export const staffRows: TeamMember[][] = [
  [
    { name: 'Meera Pillai', role: 'Senior Architect', portrait: traits(4, 'long') },
    { name: 'Arjun Deshpande', role: 'Structural Engineer', portrait: traits(5, 'short') },
    { name: 'Kavya Reddy', role: 'Interior Designer', portrait: traits(6, 'bun') },
    { name: 'Sandeep Kulkarni', role: 'Site Engineer', portrait: traits(7, 'short') },
    { name: 'Nisha Thomas', role: 'Product Designer', portrait: traits(8, 'long') },
  ],
  [
    { name: 'Imran Shaikh', role: 'Full-stack Engineer', portrait: traits(9, 'short') },
    { name: 'Divya Nair', role: 'Machine Learning Engineer', portrait: traits(10, 'long') },
    { name: 'Harpreet Singh', role: 'Quantity Surveyor', portrait: traits(11, 'bald') },
    { name: 'Lakshmi Venkatesh', role: 'Customer Success Lead', portrait: traits(12, 'bun') },
  ],
  [
    { name: 'Rohan Joshi', role: 'Mobile Engineer', portrait: traits(13, 'short') },
    { name: 'Sneha Banerjee', role: 'Quality Engineer', portrait: traits(14, 'long') },
    { name: 'Aditya Patil', role: 'Project Coordinator', portrait: traits(15, 'short') },
    { name: 'Zoya Khan', role: 'Brand Designer', portrait: traits(16, 'bun') },
    { name: 'Manoj Gupta', role: 'Facility Manager', portrait: traits(17, 'bald') },
  ],
  [
    { name: 'Priya Subramanian', role: 'Legal & Approvals', portrait: traits(18, 'long') },
    { name: 'Karthik Raman', role: 'Data Engineer', portrait: traits(19, 'short') },
    { name: 'Asha Fernandes', role: 'Community Manager', portrait: traits(20, 'bun') },
  ],
];

export const joinCard = {
  title: 'You?',
  text: 'We are hiring',
  href: '#careers',
};
