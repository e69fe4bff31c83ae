/** Who a commit is by (the signed-in person) or who made it (the studio): git's name and e-mail. */
export interface Author {
  name: string;
  email: string;
}
