/** A browser's error report as the app sends it (spec 7.6), from the page at `currentUrl`. */
export const errorReport = (currentUrl: string) => ({
  errFrom: 'react:TypeError',
  errMessage: 'boom',
  errStack: 'TypeError: boom',
  errStackReact: 'at Page',
  userWidth: 390,
  userHeight: 844,
  currentUrl,
  timestamp: Date.now(),
});
