export const stateRows: [string, string][] = [
  ['AL', 'Alabama'], ['AK', 'Alaska'], ['AZ', 'Arizona'], ['AR', 'Arkansas'], ['CA', 'California'],
  ['CO', 'Colorado'], ['CT', 'Connecticut'], ['DE', 'Delaware'], ['DC', 'District of Columbia'],
  ['FL', 'Florida'], ['GA', 'Georgia'], ['HI', 'Hawaii'], ['ID', 'Idaho'], ['IL', 'Illinois'],
  ['IN', 'Indiana'], ['IA', 'Iowa'], ['KS', 'Kansas'], ['KY', 'Kentucky'], ['LA', 'Louisiana'],
  ['ME', 'Maine'], ['MD', 'Maryland'], ['MA', 'Massachusetts'], ['MI', 'Michigan'], ['MN', 'Minnesota'],
  ['MS', 'Mississippi'], ['MO', 'Missouri'], ['MT', 'Montana'], ['NE', 'Nebraska'], ['NV', 'Nevada'],
  ['NH', 'New Hampshire'], ['NJ', 'New Jersey'], ['NM', 'New Mexico'], ['NY', 'New York'],
  ['NC', 'North Carolina'], ['ND', 'North Dakota'], ['OH', 'Ohio'], ['OK', 'Oklahoma'], ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'], ['RI', 'Rhode Island'], ['SC', 'South Carolina'], ['SD', 'South Dakota'],
  ['TN', 'Tennessee'], ['TX', 'Texas'], ['UT', 'Utah'], ['VT', 'Vermont'], ['VA', 'Virginia'],
  ['WA', 'Washington'], ['WV', 'West Virginia'], ['WI', 'Wisconsin'], ['WY', 'Wyoming'],
];

export const employeeRangeLabels = [
  '1-10', '11-50', '51-200', '201-500', '501-1,000', '1,001-5,000', '5,001-10,000', '10,001+',
];

export const revenueRangeLabels = [
  'Under $1M', '$1M-$5M', '$5M-$10M', '$10M-$25M', '$25M-$50M', '$50M-$100M', '$100M-$250M',
  '$250M-$500M', '$500M-$1B', 'Over $1B',
];

// Lowest to highest: spec 5 asks for consecutive levels, so order matters.
export const managementLevelNames = ['Individual Contributor', 'Manager', 'Director', 'Vice President', 'C-Level', 'Owner'];

export const jobFunctionTree: Record<string, string[]> = {
  Sales: ['Sales Operations', 'Account Management', 'Business Development', 'Inside Sales'],
  Marketing: ['Demand Generation', 'Product Marketing', 'Brand', 'Marketing Operations'],
  Engineering: ['Software Engineering', 'DevOps', 'Quality Assurance', 'Data Engineering'],
  'Information Technology': ['IT Operations', 'Security', 'Infrastructure', 'Help Desk'],
  Finance: ['Accounting', 'Financial Planning', 'Procurement', 'Treasury'],
  'Human Resources': ['Recruiting', 'People Operations', 'Learning and Development', 'Compensation'],
  Operations: ['Supply Chain', 'Facilities', 'Logistics', 'Customer Support'],
};

export const industryTree: Record<string, string[]> = {
  Technology: ['Software', 'IT Services', 'Cybersecurity', 'Semiconductors', 'Telecommunications'],
  'Financial Services': ['Banking', 'Insurance', 'Investment Management', 'Fintech'],
  Healthcare: ['Hospitals', 'Medical Devices', 'Pharmaceuticals', 'Health IT'],
  Manufacturing: ['Industrial Machinery', 'Automotive', 'Chemicals', 'Electronics'],
  'Business Services': ['Consulting', 'Staffing', 'Marketing Agencies', 'Legal Services'],
  'Retail and Consumer': ['E-commerce', 'Consumer Goods', 'Restaurants', 'Apparel'],
  'Real Estate and Construction': ['Commercial Real Estate', 'Construction', 'Property Management'],
  Logistics: ['Freight', 'Warehousing', 'Transportation'],
};

export const meetingTypeRows: [string, number][] = [
  ['Discovery Call', 30],
  ['Product Demo', 45],
  ['Intro Call', 15],
  ['Executive Briefing', 60],
  ['Follow-up Call', 30],
];

export const emailTenantRows: [string, string][] = [
  ['Google Workspace', 'gmail.com'],
  ['Microsoft 365', 'outlook.com'],
  ['Zoho Mail', 'zoho.com'],
];

export const sharedGeoProfiles = ['Northeast', 'Southeast', 'Midwest', 'Southwest', 'West Coast', 'Mountain States'];
export const sharedEcpProfiles = ['Fortune 500', 'Inc. 5000', 'Series B SaaS', 'Regional Banks'];

export const firstNames = [
  'Olivia', 'Liam', 'Emma', 'Noah', 'Ava', 'Elijah', 'Sophia', 'James', 'Isabella', 'Lucas', 'Mia', 'Mason',
  'Amelia', 'Ethan', 'Harper', 'Logan', 'Evelyn', 'Aiden', 'Abigail', 'Jackson', 'Emily', 'Carter', 'Ella',
  'Sebastian', 'Scarlett', 'Mateo', 'Grace', 'Jack', 'Chloe', 'Owen', 'Victoria', 'Daniel', 'Riley', 'Henry',
  'Aria', 'Samuel', 'Lily', 'David', 'Nora', 'Joseph', 'Zoe', 'Wyatt', 'Hannah', 'John', 'Layla', 'Leo',
  'Priya', 'Wei', 'Fatima', 'Diego', 'Yuki', 'Omar', 'Ana', 'Kwame', 'Ingrid', 'Rafael',
];

export const lastNames = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez',
  'Hernandez', 'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin',
  'Lee', 'Perez', 'Thompson', 'White', 'Harris', 'Sanchez', 'Clark', 'Ramirez', 'Lewis', 'Robinson', 'Walker',
  'Young', 'Allen', 'King', 'Wright', 'Scott', 'Torres', 'Nguyen', 'Hill', 'Flores', 'Green', 'Adams', 'Nelson',
  'Baker', 'Hall', 'Rivera', 'Campbell', 'Mitchell', 'Carter', 'Roberts', 'Okafor', 'Kowalski', 'Schmidt',
  'Van der Berg', 'Haddad', 'Tanaka',
];

export const companyWords = [
  'Acme', 'Northwind', 'Contoso', 'Globex', 'Initech', 'Umbrella', 'Stark', 'Wayne', 'Wonka', 'Hooli', 'Vandelay',
  'Pied Piper', 'Soylent', 'Tyrell', 'Cyberdyne', 'Aperture', 'Black Mesa', 'Oscorp', 'Gringotts', 'Monarch',
  'Blue Harbor', 'Red Rock', 'Silverline', 'Brightpath', 'Clearwater', 'Evergreen', 'Summit Peak', 'Ironclad',
  'Keystone', 'Lighthouse', 'Meridian', 'Nimbus', 'Orchard', 'Pinnacle', 'Quantum', 'Riverbend', 'Sterling',
  'Trailhead', 'Vertex', 'Willow', 'Zenith', 'Atlas', 'Beacon', 'Cobalt', 'Driftwood', 'Emberly', 'Foxglove',
  'Granite', 'Helix', 'Juniper',
];

export const companySuffixes = ['Inc.', 'LLC', 'Corp', 'Group', 'Labs', 'Systems', 'Partners', 'Holdings', 'Co.', 'Technologies'];

export const jobTitles = [
  'VP of Sales', 'Director of Marketing', 'Chief Technology Officer', 'Head of Operations', 'IT Manager',
  'Chief Financial Officer', 'Procurement Manager', 'Director of Engineering', 'VP of Customer Success',
  'Head of Growth', 'Operations Director', 'Chief Executive Officer', 'Security Lead', 'HR Director',
  'Revenue Operations Manager', 'Plant Manager', 'Controller', 'Director of IT',
];
