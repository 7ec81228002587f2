export const contentKeys = {
  adminPages: ['content', 'admin-pages'] as const,
};
