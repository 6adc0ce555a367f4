/**
 * Everyday and song words per language. The shipped word lists carry no frequencies, so these
 * rank first within their group (a hand-made list: the proxies alone cannot tell "canção" from
 * hundreds of rare -ão nouns). Extend freely; order does not matter.
 */
export const COMMON_WORDS: Record<'es' | 'pt', string> = {
  es: `amor corazón canción razón pasión dolor calor color flor sol mar cielo noche día luz
    vida muerte tiempo mundo gente alma fuego agua aire tierra luna estrella sueño beso boca
    ojos mirada mano piel cuerpo voz silencio camino ciudad casa puerta ventana calle río
    viento lluvia invierno verano primavera otoño mañana tarde hoy ayer siempre nunca jamás
    ahora después destino verdad mentira olvido recuerdo deseo locura ilusión emoción
    perdón canción guitarra baile fiesta ritmo música verso poema palabra nombre promesa
    esperanza alegría tristeza soledad libertad felicidad ciudad mitad verdad amistad
    querer amar sentir vivir morir soñar bailar cantar llorar reír volar volver perder
    ganar esperar buscar encontrar olvidar recordar besar mirar tocar correr caminar
    hablar decir saber poder tener hacer ir venir dar ver estar ser dejar llevar quedar
    pensar creer conocer nacer crecer caer arder brillar respirar gritar callar sufrir
    bonita hermosa preciosa loca sola triste feliz dulce amargo frío oscuro claro nuevo
    viejo joven eterno perdido herido roto libre lejos cerca dentro fuera arriba abajo
    contigo conmigo sin ti mío tuyo nuestro adiós hola gracias señor mujer hombre niño
    niña madre padre hermano amigo amiga enemigo rey reina dios cielo infierno paraíso
    camión avión balcón rincón montón corazones canciones amores flores ojos labios
    brazos manos besos sueños noches días años horas momento instante segundo final
    principio historia memoria gloria victoria camino destino sentido latido suspiro`,
  pt: `amor coração canção paixão razão emoção ilusão solidão saudade verdade vontade
    cidade felicidade liberdade amizade metade idade tarde noite dia sol lua mar céu estrela
    luz vida morte tempo mundo gente alma fogo água ar terra sonho beijo boca olhos olhar
    mão pele corpo voz silêncio caminho casa porta janela rua rio vento chuva inverno verão
    primavera outono manhã hoje ontem sempre nunca agora depois destino mentira esquecer
    lembrança desejo loucura perdão violão samba baile festa ritmo música verso poema
    palavra nome promessa esperança alegria tristeza dor calor cor flor querer amar sentir
    viver morrer sonhar dançar cantar chorar sorrir voar voltar perder ganhar esperar
    buscar encontrar lembrar beijar tocar correr andar falar dizer saber poder ter fazer
    ir vir dar ver estar ser deixar levar ficar pensar crer conhecer nascer crescer cair
    brilhar respirar gritar calar sofrer bonita linda bela louca sozinho triste feliz
    doce amargo frio escuro claro novo velho jovem eterno perdido ferido livre longe perto
    dentro fora contigo comigo sem você meu teu nosso adeus olá obrigado senhor mulher
    homem menino menina mãe pai irmão amigo amiga inimigo rei rainha deus paraíso chão
    mão pão irmão não então canções corações amores flores beijos sonhos noites dias
    anos horas momento instante segundo final começo história memória glória vitória
    sertão multidão oração estação visão missão versão nação união mansão furacão trovão
    ventania alvorada madrugada estrada jornada namorada chegada saída partida ferida`,
};

/** The common words of a language as a set. */
export const commonWordSet = (lang: 'es' | 'pt'): ReadonlySet<string> =>
  new Set(COMMON_WORDS[lang].split(/\s+/).filter(Boolean));
