export * from './accounts.js';
export * from './projects.js';
export * from './enterprise-inquiries.js';
export * from './library-order.js';
export * from './system-settings.js';
export * from './songwriting.js';
export * from './collaborations.js';
export * from './notifications.js';
