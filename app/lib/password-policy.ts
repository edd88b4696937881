/** The shortest admin password the site accepts when one is set (ASVS 2.1.1: at least 12 characters). */
export const minimumPasswordLength = 12;
