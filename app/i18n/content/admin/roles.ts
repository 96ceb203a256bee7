// The words live with the roles (lib/role-words.ts), so the e-mails below the catalogues may use them too.
export { officerRoleWords, roleWords } from "~/lib/role-words";
