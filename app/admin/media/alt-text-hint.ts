/** What alt text is for, said wherever an image's alt text is written: Image Details and an image field. */
export const altTextHint =
  "Say what the image shows for visitors who cannot see it, e.g. 'Retto radiator in anthracite beneath a living room window'. It is used wherever the image appears on the site.";
