/** The actions that read files (app/media/upload.server.ts parseUpload), with every editable page's editor. */
export const uploadRoutes = [
  "/project-form",
  "/project-table",
  "/event-form",
  "/members-table",
  "/add-member",
  "/media-upload",
  "/content/home",
  "/content/about",
  "/content/giving",
  "/content/branding",
];
