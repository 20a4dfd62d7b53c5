// Password length rules, shared by the server's check and the sign-up form's hint (no server code here).
// ASVS 2.1.1: at least 10 characters.
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;
