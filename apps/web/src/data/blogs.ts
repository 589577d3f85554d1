export type BlogAnswer = {
  id: string;
  question: string;
  /** Paragraphs of the answer. */
  answer: string[];
};

/** The questions and answers on /blogs: our own notes on the web technologies behind this shop. */
export const blogAnswers: BlogAnswer[] = [
  {
    id: 'how-react-renders',
    question: 'How does React decide what to update on the screen?',
    answer: [
      'A React component is a function that returns a description of the interface for its current props and state. When state changes, React calls the affected components again to get a new description; this is the render phase, and it touches no DOM.',
      'React then compares the new tree with the previous one (reconciliation). Elements of the same type at the same position are kept and updated; keys tell it which list items are the same item. Only the differences are applied to the real DOM in the commit phase, after which effects run.',
    ],
  },
  {
    id: 'rest-vs-graphql',
    question: 'What is the difference between REST and GraphQL?',
    answer: [
      'A REST API exposes resources at URLs and uses the HTTP methods (GET, POST, PUT, PATCH, DELETE) to act on them. Each endpoint returns a shape the server decided, which fits HTTP caching well but can mean several requests, or more data than a screen needs.',
      'GraphQL exposes one endpoint and a typed schema. The client sends a query naming exactly the fields it wants, possibly across related objects, and gets just those back in one response. The price is more work on the server: resolving nested fields efficiently, limiting query cost, and caching without plain URLs.',
    ],
  },
  {
    id: 'jwt-vs-sessions',
    question: 'Should I use JWTs or session cookies for sign-in?',
    answer: [
      'With a session, the server stores who is signed in and gives the browser only a random id, usually in an HttpOnly cookie. Signing out or revoking access is immediate: delete the session row.',
      'A JSON Web Token carries signed claims itself, so a server can verify it without a database lookup. That suits services that trust a common issuer, but a stolen token stays valid until it expires unless you add a deny-list, which brings back server state. For one web app talking to its own API, server-side sessions are usually the simpler and safer default.',
    ],
  },
  {
    id: 'sql-vs-nosql',
    question: 'When should I choose SQL, and when NoSQL?',
    answer: [
      'Relational (SQL) databases such as PostgreSQL store data in tables with a fixed schema, enforce relationships and constraints, and run transactions across many rows. They fit data with clear relations, like customers, orders and stock, where correctness matters most.',
      'NoSQL is a family: document stores, key-value stores, wide-column and graph databases. They trade some of those guarantees for flexible shapes or easy horizontal scaling. Pick one when your access pattern matches its model, for example a cache or an event log, not simply to avoid designing a schema.',
    ],
  },
  {
    id: 'node-event-loop',
    question: "What is Node.js's event loop?",
    answer: [
      'Node runs your JavaScript on a single thread. Slow work such as network and file I/O is handed to the operating system or to libuv\u2019s thread pool, and when it finishes, its callback is queued.',
      'The event loop repeatedly takes callbacks from these queues, in phases (timers, I/O callbacks, setImmediate, close handlers), and runs each one to completion; promise callbacks run between them. One thread can therefore serve thousands of connections, as long as no callback blocks it with long CPU work, which belongs in a worker thread.',
    ],
  },
  {
    id: 'cors',
    question: 'What is CORS and why does my request fail with a CORS error?',
    answer: [
      'Browsers apply the same-origin policy: a script from one origin (scheme, host and port) may not read responses from another. Cross-Origin Resource Sharing lets a server opt in by answering with headers such as Access-Control-Allow-Origin.',
      'For requests that are not "simple", for example JSON bodies or custom headers, the browser first sends a preflight OPTIONS request and only proceeds if the server allows the method and headers. A CORS error therefore has to be fixed on the server, or avoided by serving the site and the API from one origin, as this shop does.',
    ],
  },
  {
    id: 'unit-vs-e2e-tests',
    question: 'What is the difference between unit tests and end-to-end tests?',
    answer: [
      'A unit test checks one small piece, such as a function or a component, in isolation. It runs in milliseconds and points straight at the broken line, but it cannot tell you whether the pieces work together.',
      'An end-to-end test drives the real application the way a user does, in a real browser against a real server and database. It catches wiring, configuration and integration mistakes but is slower and harder to debug. A healthy suite has many fast unit tests and a smaller set of end-to-end tests covering the journeys that matter most.',
    ],
  },
];
