// The site's icons: 24 × 24 line drawings (SVG path data), one export each, so a page
// bundles only the icons it draws; the icons page (`/icons-seeker-page`) shows them all.
export const menu = 'M4 6h16M4 12h16M4 18h16';
export const close = 'M6 6l12 12M18 6L6 18';
export const plus = 'M12 5v14M5 12h14';
export const chevronDown = 'M6 9l6 6 6-6';
export const user = 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 20c0-3.3 3.6-6 8-6s8 2.7 8 6';
export const globe =
  'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c2.5 2.4 3.8 5.4 3.8 9s-1.3 6.6-3.8 9c-2.5-2.4-3.8-5.4-3.8-9S9.5 5.4 12 3z';
export const logOut = 'M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 17l-5-5 5-5M5 12h11';
export const wallet =
  'M4 7h14a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H5a1 1 0 0 1-1-1V7zM4 7l11-3v3M16 13.5h.01';
export const search = 'M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM20 20l-4-4';
export const heart = 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z';
export const star = 'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z';
export const lock = 'M6 11h12v9H6zM8 11V8a4 4 0 0 1 8 0v3';
export const check = 'M5 12l5 5 9-10';
export const minus = 'M5 12h14';
export const alert = 'M12 4l9 16H3zM12 10v4M12 17h.01';
export const info = 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 11v5M12 8h.01';
export const help =
  'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14M12 17h.01';
export const clock = 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 2';
export const calendar = 'M4 6h16v14H4zM4 10h16M8 3v4M16 3v4';
export const refresh = 'M20 12a8 8 0 1 1-2.3-5.7M20 4v5h-5';
export const arrowLeft = 'M19 12H5M11 6l-6 6 6 6';
export const arrowRight = 'M5 12h14M13 6l6 6-6 6';
export const external = 'M14 4h6v6M20 4l-9 9M18 14v6H4V6h6';
export const copy = 'M9 9h11v11H9zM5 15H4V4h11v1';
export const bell = 'M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0';
export const eye = 'M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12zM12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6z';
export const sliders = 'M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M14 4v4M8 10v4M16 16v4';
export const ball = 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 8l3 2.2-1.1 3.6h-3.8L9 10.2z';
export const dice = 'M5 5h14v14H5zM9 9h.01M15 15h.01M12 12h.01M15 9h.01M9 15h.01';
export const live =
  'M12 12h.01M8.5 8.5a5 5 0 0 0 0 7M15.5 8.5a5 5 0 0 1 0 7M5.6 5.6a9 9 0 0 0 0 12.8M18.4 5.6a9 9 0 0 1 0 12.8';
export const trophy =
  'M8 4h8v5a4 4 0 0 1-8 0zM8 6H5a3 3 0 0 0 3 4M16 6h3a3 3 0 0 1-3 4M12 13v4M8 20h8M10 17h4';
export const gift =
  'M4 10h16v10H4zM3 7h18v3H3zM12 7v13M12 7c-1-3-5-3-5-1s3 1 5 1zM12 7c1-3 5-3 5-1s-3 1-5 1z';
export const bag = 'M5 8h14l-1 12H6zM9 8V6a3 3 0 0 1 6 0v2';
