import { fileMessages } from './file-rules';
import { invisibleIn } from './text-characters';

/** The French messages of section 5 and 8 of the spec, word for word where it gives them. */
export const formMessages = {
  requiredAll: 'Merci de bien remplir tous les champs obligatoires.',
  email: 'Votre email n’est pas valide.',
  missingCredentials: 'Merci de spécifier votre email et mot de passe',
  zipcode: 'Veuillez renseigner un code postal valide',
  maxSelected: (max: number) => `Vous ne pouvez sélectionner que ${max} valeurs maximum`,
  unknown: "Une erreur inconnue s'est produite",
  // the spec writes 'saisie sont incorrect': its agreement corrected
  badCredentials: 'Les identifiants saisis sont incorrects',
  wrongPassword: 'Le mot de passe est incorrect',
  currentPasswordForEmail: 'Merci de saisir votre mot de passe actuel pour changer d’adresse e-mail.',
  unknownEmail: 'Il n’y a pas de compte correspondant à l’adresse e-mail que vous avez déclarée.',
  required: (label: string) => `Le champ « ${label} » est obligatoire.`,
  phone: (label: string) =>
    `Le champ « ${label} » doit être un numéro de téléphone : 10 chiffres commençant par 0, ou l’indicatif (+33, +590, +594, +596, +262, +269 ; 00 au lieu de +) suivi du numéro sans son 0.`,
  oneOfPhones: (a: string, b: string) => `Merci de renseigner au moins un numéro : « ${a} » ou « ${b} ».`,
  siret: 'Le numéro SIRET doit comporter 14 chiffres et être valide.',
  digits: (label: string, length: number) => `Le champ « ${label} » doit comporter exactement ${length} chiffres.`,
  invisible: (label: string) => invisibleIn(`Le champ « ${label} »`),
  tooLong: (label: string, max: number) => `Le champ « ${label} » ne doit pas dépasser ${max} caractères.`,
  choice: (label: string) => `La valeur choisie pour « ${label} » n’est pas valide.`,
  number: (label: string) => `Le champ « ${label} » doit être un nombre.`,
  confirmPassword: 'La confirmation ne correspond pas au mot de passe.',
  weakPassword: 'Le mot de passe doit contenir au moins 8 caractères, dont une minuscule, une majuscule, un chiffre et un caractère spécial.',
  terms: 'Vous devez accepter les conditions générales pour continuer.',
  salesConditions: 'Vous devez accepter les conditions générales de vente.',
  ...fileMessages,
} as const;
