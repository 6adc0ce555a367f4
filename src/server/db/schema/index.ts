export * from './accounts.js';
export * from './projects.js';
export * from './enterprise-inquiries.js';
