/**
 * Makes two renderings' markup comparable: MUI's generated `css-*` class names and React's
 * generated ids are removed, and the markup is broken into one tag per line.
 */
export function normaliseHtml(html: string): string {
  return html
    .replace(/\s?css-[a-z0-9]+(-[A-Za-z0-9]+)*/g, '')
    .replace(/ class=""/g, '')
    .replace(/(_r_|:r|«r)[0-9a-z]+(_|:|»)/g, 'ID')
    .replace(/></g, '>\n<');
}
