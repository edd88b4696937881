/**
 * The bench's control (decision 223): a blank page, one heading and one line, as a static file served by the same
 * server and measured by the same Lighthouse runs as the public routes. Whatever Lighthouse counts on it is this
 * machine's floor, not any page's doing: on the TBT above all, where the browser's own navigation commit (its script
 * context made with DevTools attached, 15–40 ms here) is simulated four times as long (decision 223).
 */
export const blankPageFile = "build/client/bench-blank.html";
export const blankPageRoute = "/bench-blank.html";

export const blankPageHtml = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>A blank page</title><meta name="description" content="The bench's blank page, its control."></head>
<body><h1>A blank page</h1><p>One heading and one line, the floor of what Lighthouse counts on this machine.</p></body>
</html>
`;
